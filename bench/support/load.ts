import autocannon from 'autocannon';

export type LoadOptions = {
  url: string;
  seconds: number;
  connections: number;
  /** Requests per second across all connections; unset: as fast as the server answers. */
  rate?: number;
  headers?: Record<string, string>;
  /** Paths asked in turn by each connection (default: the url's own). */
  paths?: string[];
};

export type LoadResult = { rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number; answered: number };

/** Nearest-rank percentile of sorted values. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * Load from autocannon (HTTP/1.1 keep-alive connections, each sending its next request when the
 * last is answered; with `rate`, each connection's share of it per second). Every answer's latency
 * is kept, so any percentile can be read (autocannon's summary has no p95).
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const settings: autocannon.Options = {
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    ...(options.rate ? { overallRate: options.rate } : {}),
    ...(options.paths ? { requests: options.paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(settings, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.total / options.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    answered: latencies.length,
  };
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
