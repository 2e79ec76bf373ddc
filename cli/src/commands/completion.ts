import type { Command } from 'commander';
import { CliError } from '../errors';
import { example } from './help';

type Level = { path: string; words: string[] };
/** An option that takes a value, with the values to offer after it (none: the shell offers nothing). */
type ValueOption = { path: string; option: string; values: string[] };

const offered = new WeakMap<Command, Map<string, readonly string[]>>();

/**
 * Names the values an argument (`name`) or an option (`--flag`) of `command` takes, for shell
 * completion. No validation: the command's own check says what is wrong and lists the choices.
 *
 * @example offerValues(use, 'name', themeIds) // bourse theme use <TAB> -> exchange dark-brand simple
 */
export function offerValues(command: Command, target: string, values: readonly string[]): Command {
  const known = offered.get(command) ?? new Map<string, readonly string[]>();
  known.set(target, values);
  offered.set(command, known);
  return command;
}

function walk(program: Command, visit: (command: Command, path: string) => void): void {
  const step = (command: Command, path: string) => {
    visit(command, path);
    for (const sub of command.commands) step(sub, path ? `${path} ${sub.name()}` : sub.name());
  };
  step(program, '');
}

/** Every command path with the words that may follow it (subcommands, argument values and options). */
export function completionLevels(program: Command): Level[] {
  const levels: Level[] = [];
  walk(program, (command, path) => {
    const values = offered.get(command);
    const words = [
      ...command.commands.map((c) => c.name()),
      ...command.registeredArguments.flatMap((argument) => values?.get(argument.name()) ?? []),
      ...command.options.flatMap((o) => [o.long, o.short].filter((x): x is string => Boolean(x))),
      '--help',
    ];
    levels.push({ path, words: [...new Set(words)] });
  });
  // Deepest first, so "theme use" wins over "theme" in the shell's case statement.
  return levels.sort((a, b) => b.path.split(' ').length - a.path.split(' ').length || b.path.length - a.path.length);
}

/** Every option that takes a value, by command path, with the values offered after it. */
export function valueOptions(program: Command): ValueOption[] {
  const found: ValueOption[] = [];
  walk(program, (command, path) => {
    for (const option of command.options) {
      if (!option.long || !(option.required || option.optional)) continue;
      found.push({ path, option: option.long, values: [...(offered.get(command)?.get(option.long) ?? [])] });
    }
  });
  return found;
}

/** A bash completion function for `bourse`, generated from the program, so it never goes stale. */
export function bashCompletion(program: Command): string {
  const cases = completionLevels(program)
    .map(({ path, words }) => `    "${path}"|"${path} "*) opts="${words.join(' ')}" ;;`.replace('""|" "*', '""|*'))
    .join('\n');
  const options = valueOptions(program);
  const takesValue = [...new Set(options.map((o) => o.option))].join('|');
  // After an option that takes a value: its values, or nothing (a site name, a file) rather than commands.
  // Keyed by the command path, any positional words, then the option; deepest paths first.
  const valueCases = [...options]
    .sort((a, b) => b.path.split(' ').length - a.path.split(' ').length)
    .map(({ path, option, values }) => {
      const keys = path ? `"${path} ${option}"|"${path} "*" ${option}"` : `"${option}"|*" ${option}"`;
      return `    ${keys}) opts="${values.join(' ')}" ;;`;
    })
    .join('\n');
  return `# bourse completion for bash: eval "$(bourse completion bash)" (or save it in /etc/bash_completion.d/bourse)
_bourse_complete() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="" path="" i w opts="" skip=""
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="\${COMP_WORDS[i]}"
    if [[ -n $skip ]]; then skip=""; continue; fi
    case "$w" in ${takesValue}) skip=1; prev="$w" ;; -*) prev="" ;; *) path="\${path:+$path }$w"; prev="" ;; esac
  done
  if [[ -n $skip ]]; then
    case "\${path:+$path }$prev" in
${valueCases}
    esac
    COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    return
  fi
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
  offerValues(completion, 'shell', ['bash', 'zsh']);
  example(
    completion,
    'eval "$(bourse completion bash)"',
    'bourse completion zsh > ~/.zfunc/_bourse_setup && echo "source ~/.zfunc/_bourse_setup" >> ~/.zshrc',
  );
}
