/**
 * A rich text field's error names the node it is about at its end, `… (at root.children.2)`, so the
 * admin can mark that node in the editor (NodeError.tsx) while the words before it say the same to
 * a reader of the API's answer. Shared by the server, which writes it, and the admin, which reads it.
 * @example nodeErrorMessage({ at: 'root.children.0', message: 'Callout 1: write the text.' }) // 'Callout 1: write the text. (at root.children.0)'
 * @example readNodeError('Callout 1: write the text. (at root.children.0)') // { text: 'Callout 1: write the text.', at: [0] }
 */
export function nodeErrorMessage(problem: { at: string; message: string }): string {
  return `${problem.message} (at ${problem.at || 'the top'})`;
}

/** The words of such a message and the node's child indexes from the root; null for any other message. */
export function readNodeError(message: string): { text: string; at: number[] } | null {
  const match = /^(.*) \(at (root(?:\.children\.\d+)*|the top)\)$/s.exec(message);
  if (!match) return null;
  const at = match[2] === 'the top' ? [] : [...match[2]!.matchAll(/\.children\.(\d+)/g)].map((step) => Number(step[1]));
  return { text: match[1]!, at };
}
