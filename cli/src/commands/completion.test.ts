import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../main';
import { bashCompletion, zshCompletion } from './completion';

/** What bash offers after `words` (the last one being completed), using the generated script. */
function complete(words: string[]): string[] {
  const script = `${bashCompletion(buildProgram())}
COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}
_bourse_complete; printf '%s\\n' "\${COMPREPLY[@]}"`;
  const result = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return result.stdout.split('\n').filter(Boolean);
}

describe('shell completion', () => {
  it('offers the commands after "bourse"', () => {
    expect(complete(['bourse', ''])).toEqual(expect.arrayContaining(['start', 'doctor', 'sites', 'theme', 'user', 'seed', 'completion']));
    expect(complete(['bourse', 'si'])).toEqual(['sites']);
  });

  it('offers subcommands and options deeper down', () => {
    expect(complete(['bourse', 'theme', 'u'])).toEqual(['use']);
    expect(complete(['bourse', 'theme', 'use', 'simple', '--s'])).toEqual(['--site']);
    expect(complete(['bourse', 'seed', '--o'])).toEqual(['--only']);
    expect(complete(['bourse', 'user', 'create', 'a@b.co', '--'])).toEqual(
      expect.arrayContaining(['--role', '--password-stdin', '--json']),
    );
  });

  it('offers the values an argument or an option takes, and nothing where any value goes', () => {
    expect(complete(['bourse', 'theme', 'use', ''])).toEqual(expect.arrayContaining(['exchange', 'dark-brand', 'simple']));
    expect(complete(['bourse', 'theme', 'use', 'da'])).toEqual(['dark-brand']);
    expect(complete(['bourse', 'user', 'create', 'a@b.co', '--role', ''])).toEqual(['trader', 'editor', 'admin']);
    expect(complete(['bourse', 'sites', 'create', 'Acme', '--theme', 's'])).toEqual(['simple']);
    expect(complete(['bourse', 'completion', ''])).toEqual(expect.arrayContaining(['bash', 'zsh']));
    expect(complete(['bourse', 'theme', 'list', '--site', ''])).toEqual([]);
  });

  it('reads past an option and its value to the command path', () => {
    expect(complete(['bourse', 'user', 'create', 'a@b.co', '--role', 'editor', '--p'])).toEqual(['--password-stdin']);
    expect(complete(['bourse', 'theme', 'list', '--site', 'Acme', '--j'])).toEqual(['--json']);
  });

  it('prints scripts that the shells accept', () => {
    expect(spawnSync('bash', ['-n'], { input: bashCompletion(buildProgram()) }).status).toBe(0);
    expect(zshCompletion(buildProgram())).toContain('bashcompinit');
  });
});
