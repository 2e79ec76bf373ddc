/**
 * What the CLI may draw: colours and spinners only on a terminal, never with NO_COLOR (any value,
 * per no-color.org) or TERM=dumb, so pipes, scripts and logs get plain text.
 */
export function isTerminal(stream: NodeJS.WriteStream = process.stdout): boolean {
  return Boolean(stream.isTTY) && process.env.TERM !== 'dumb';
}

export function useColour(stream: NodeJS.WriteStream = process.stdout): boolean {
  return isTerminal(stream) && !('NO_COLOR' in process.env && process.env.NO_COLOR !== '');
}

const codes = { green: 32, red: 31, yellow: 33, dim: 2, bold: 1 } as const;

/** `text` in a colour when the stream shows colours, else as is. */
export function paint(colour: keyof typeof codes, text: string, stream: NodeJS.WriteStream = process.stdout): string {
  return useColour(stream) ? `\u001b[${codes[colour]}m${text}\u001b[0m` : text;
}

export type Spinner = { update(text: string): void; stop(): void };

/**
 * A spinner on stderr for work longer than a second; nothing at all off a terminal (stdout stays
 * clean for `--json`). Starts drawing after 1 s, so quick work shows no flicker. `progress`, when
 * given, is drawn after the label from the whole seconds since the start (e.g. "42 s").
 *
 * @example startSpinner('building site…', { progress: (seconds) => `${seconds} s` })
 */
export function startSpinner(text: string, options: { stream?: NodeJS.WriteStream; progress?: (seconds: number) => string } = {}): Spinner {
  const { stream = process.stderr, progress } = options;
  if (!isTerminal(stream)) return { update() {}, stop() {} };
  const frames = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
  const started = Date.now();
  let label = text;
  let frame = 0;
  let drawn = false;
  const draw = () => {
    drawn = true;
    const suffix = progress ? ` ${progress(Math.floor((Date.now() - started) / 1000))}` : '';
    stream.write(`\r\u001b[2K${frames[frame++ % frames.length]} ${label}${suffix}`);
  };
  let timer: NodeJS.Timeout | undefined;
  const delay = setTimeout(() => {
    draw();
    timer = setInterval(draw, 100);
    timer.unref();
  }, 1000);
  delay.unref();
  return {
    update(next) {
      label = next;
    },
    stop() {
      clearTimeout(delay);
      clearInterval(timer);
      if (drawn) stream.write('\r\u001b[2K');
    },
  };
}
