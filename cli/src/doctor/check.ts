/** One line of `bourse doctor`: `fail` makes the command exit 1; `warn` is reported only. */
export type Check = { name: string; status: 'ok' | 'warn' | 'fail'; detail: string; fix?: string };

export const ok = (name: string, detail: string): Check => ({ name, status: 'ok', detail });
export const warn = (name: string, detail: string, fix: string): Check => ({ name, status: 'warn', detail, fix });
export const fail = (name: string, detail: string, fix: string): Check => ({ name, status: 'fail', detail, fix });
