'use client';
import { FieldError, useField } from '@payloadcms/ui';
import { $getRoot, type LexicalEditor, type LexicalNode } from 'lexical';
import { useCallback, useEffect, useState } from 'react';
import { readNodeError } from '../../richtext/node-error-message';

type WithEditor = HTMLElement & { __lexicalEditor?: LexicalEditor };

/** The DOM element of the node at `at` (child indexes from the root) in the field's editor, if it is there. */
function elementAt(path: string, at: number[]): HTMLElement | null {
  const field = document.querySelector(`[data-field-path="${CSS.escape(path)}"]`);
  const root = field?.querySelector<WithEditor>('[data-lexical-editor="true"]');
  const editor = root?.__lexicalEditor;
  if (!editor) return null;
  const key = editor.getEditorState().read(() => {
    let node: LexicalNode | undefined = $getRoot();
    for (const index of at)
      node = node && 'getChildren' in node ? (node as unknown as { getChildren(): LexicalNode[] }).getChildren()[index] : undefined;
    return node?.getKey();
  });
  return key ? editor.getElementByKey(key) : null;
}

/**
 * A rich text field's error. One about a node (node-error-message.ts: every refused save, autosaves
 * included, says which node) is shown above the field at once, and the node itself is outlined in
 * the editor with a button that scrolls to it; Payload's own toast only named the field. Any other
 * error is Payload's, shown as Payload shows it.
 */
export const NodeError = ({ path }: { path: string }) => {
  const { errorMessage, showError, valid } = useField({ path, potentiallyStalePath: path });
  const problem = !valid && typeof errorMessage === 'string' ? readNodeError(errorMessage) : null;
  const [marked, setMarked] = useState<HTMLElement | null>(null);
  const at = problem?.at.join('.');

  useEffect(() => {
    if (at === undefined) return;
    const element = elementAt(path, at ? at.split('.').map(Number) : []);
    element?.setAttribute('data-node-invalid', 'true');
    setMarked(element);
    return () => element?.removeAttribute('data-node-invalid');
  }, [path, at]);

  const show = useCallback(() => marked?.scrollIntoView({ block: 'center', behavior: 'smooth' }), [marked]);

  if (!problem) return <FieldError path={path} showError={showError} />;
  return (
    <div className="rich-text-node-error" role="alert">
      <span>{problem.text}</span>
      {marked && (
        <button type="button" onClick={show}>
          Show
        </button>
      )}
    </div>
  );
};
