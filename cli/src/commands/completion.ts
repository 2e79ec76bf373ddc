import type { Command } from 'commander';
import { CliError } from '../errors';
import { example } from './help';

type Level = { path: string; words: string[] };

/** Every command path with the words that may follow it (subcommands and options). */
export function completionLevels(program: Command): Level[] {
  const levels: Level[] = [];
  const walk = (command: Command, path: string) => {
    const words = [
      ...command.commands.map((c) => c.name()),
      ...command.options.flatMap((o) => [o.long, o.short].filter((x): x is string => Boolean(x))),
      '--help',
    ];
    levels.push({ path, words: [...new Set(words)] });
    for (const sub of command.commands) walk(sub, path ? `${path} ${sub.name()}` : sub.name());
  };
  walk(program, '');
  // Deepest first, so "theme use" wins over "theme" in the shell's case statement.
  return levels.sort((a, b) => b.path.split(' ').length - a.path.split(' ').length || b.path.length - a.path.length);
}

/** A bash completion function for `bourse`, generated from the program, so it never goes stale. */
export function bashCompletion(program: Command): string {
  const cases = completionLevels(program)
    .map(({ path, words }) => `    "${path}"|"${path} "*) opts="${words.join(' ')}" ;;`.replace('""|" "*', '""|*'))
    .join('\n');
  return `# bourse completion for bash: eval "$(bourse completion bash)" (or save it in /etc/bash_completion.d/bourse)
_bourse_complete() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path="" i w opts
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="\${COMP_WORDS[i]}"
    case "$w" in -*) ;; *) path="\${path:+$path }$w" ;; esac
  done
  case "$path" in
${cases}
  esac
  COMPREPLY=($(compgen -W "$opts" -- "$cur"))
}
complete -F _bourse_complete bourse
`;
}

/** zsh runs the bash function through its bash-completion layer. */
export function zshCompletion(program: Command): string {
  return `# bourse completion for zsh: eval "$(bourse completion zsh)" in ~/.zshrc
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
${bashCompletion(program).split('\n').slice(1).join('\n')}`;
}

export function registerCompletionCommand(program: Command): void {
  const completion = program
    .command('completion')
    .argument('<shell>', 'bash or zsh')
    .description('Print a shell completion script for bourse commands and options.')
    .action((shell: string) => {
      if (shell === 'bash') return void process.stdout.write(bashCompletion(program));
      if (shell === 'zsh') return void process.stdout.write(zshCompletion(program));
      throw new CliError(`no completion for the shell "${shell}": choose bash or zsh`, 2);
    });
  example(
    completion,
    'eval "$(bourse completion bash)"',
    'bourse completion zsh > ~/.zfunc/_bourse_setup && echo "source ~/.zfunc/_bourse_setup" >> ~/.zshrc',
  );
}
