/*
 * Binance's websocket control messages, answered as the exchange answers them.
 */

/** Binance stream names are lower-case before the '@' ('BTCUSDT@trade' is 'btcusdt@trade'). */
export function normalizeStream(stream: string): string {
  return stream.replace(/^[^@]+/, (symbol) => symbol.toLowerCase());
}

/**
 * The reply to a SUBSCRIBE / UNSUBSCRIBE / LIST_SUBSCRIPTIONS message; `streams` (the client's
 * subscriptions) is changed in place. Anything else gets Binance's error shape with a hint.
 *
 * @example
 * answerControlMessage(streams, '{"method":"SUBSCRIBE","params":["btcusdt@trade"],"id":1}'); // { result: null, id: 1 }
 */
export function answerControlMessage(streams: Set<string>, text: string): object {
  let request: { method?: unknown; params?: unknown; id?: unknown };
  try {
    request = JSON.parse(text) as typeof request;
  } catch {
    return { error: { code: 3, msg: 'Invalid JSON: send {"method":"SUBSCRIBE","params":["btcusdt@trade"],"id":1}' }, id: null };
  }
  const id = typeof request.id === 'number' || typeof request.id === 'string' ? request.id : null;
  const params = Array.isArray(request.params) && request.params.every((p) => typeof p === 'string') ? request.params as string[] : null;
  if (request.method === 'LIST_SUBSCRIPTIONS') return { result: [...streams], id };
  if ((request.method === 'SUBSCRIBE' || request.method === 'UNSUBSCRIBE') && params) {
    for (const stream of params.map(normalizeStream)) {
      if (request.method === 'SUBSCRIBE') streams.add(stream);
      else streams.delete(stream);
    }
    return { result: null, id };
  }
  return { error: { code: 2, msg: 'Invalid request: method must be SUBSCRIBE, UNSUBSCRIBE or LIST_SUBSCRIPTIONS, params a list of stream names' }, id };
}
