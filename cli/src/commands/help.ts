import type { Command } from 'commander';

/** Adds "Examples:" to a command's --help. */
export function example(command: Command, ...lines: string[]): void {
  command.addHelpText('after', `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`);
}
