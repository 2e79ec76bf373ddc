import type { z } from 'zod';

/**
 * Prints a command's `--json` answer after checking it against the command's published schema, so
 * a script never receives a shape the README does not describe.
 */
export function printJson<S extends z.ZodType>(schema: S, value: z.input<S>): void {
  process.stdout.write(`${JSON.stringify(schema.parse(value), null, 2)}\n`);
}
