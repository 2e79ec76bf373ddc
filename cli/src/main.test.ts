import { describe, expect, it } from 'vitest';
import { buildProgram, oneLineUsageError } from './main';

describe('usage errors', () => {
  it("joins commander's did-you-mean hint into the one line", () => {
    expect(oneLineUsageError("error: unknown command 'sedd'\n(Did you mean seed?)\n")).toBe(
      'bourse: unknown command \'sedd\' (did you mean seed?); run "bourse --help" for usage\n',
    );
  });

  it("points a mistake inside a command to that command's help", async () => {
    let written = '';
    const program = buildProgram();
    const theme = program.commands.find((c) => c.name() === 'theme')!;
    theme.configureOutput({ ...theme.configureOutput(), writeErr: (text) => void (written += text) });
    await expect(program.parseAsync(['node', 'bourse', 'theme', 'uze'])).rejects.toThrow();
    expect(written).toMatch(/^bourse: unknown command 'uze' \(did you mean use\?\); run "bourse theme --help" for usage\n$/);
  });

  it('every command and subcommand has an example in its help', () => {
    const missing: string[] = [];
    const walk = (command: ReturnType<typeof buildProgram>, path: string) => {
      let help = '';
      command.configureOutput({ writeOut: (text) => void (help += text) });
      command.outputHelp();
      if (!help.includes('Example')) missing.push(path);
      for (const sub of command.commands) walk(sub, `${path} ${sub.name()}`);
    };
    walk(buildProgram(), 'bourse');
    expect(missing).toEqual([]);
  });
});
