import { lexicalEditor, type LexicalEditorProps } from '@payloadcms/richtext-lexical';
import type { RichTextAdapterProvider } from 'payload';
import { findNodeProblem } from './node-rules';
import { nodeErrorMessage } from './node-error-message';

/** Nodes Lexical itself provides, whatever features are enabled. */
const CORE_NODES = ['root', 'paragraph', 'text', 'linebreak', 'tab'];

type Adapter = Awaited<ReturnType<RichTextAdapterProvider>>;
type BeforeChangeRichTextHook = NonNullable<NonNullable<Adapter['hooks']>['beforeChange']>[number];
type NodeEntry = { node: { getType?: () => string } | { replace?: { getType?: () => string } } };

/** The node types a save may hold: Lexical's own and those the enabled features register. */
export function enabledNodeTypes(nodes: readonly NodeEntry[]): Set<string> {
  const types = new Set(CORE_NODES);
  for (const { node } of nodes) {
    const klass = 'getType' in node ? node : (node as { replace?: { getType?: () => string } }).replace;
    const type = klass?.getType?.();
    if (type) types.add(type);
  }
  return types;
}

/**
 * Payload's Lexical editor, plus a check on save of every rich text value against the node types
 * its enabled features provide and the attributes the editor writes (node-rules.ts). It runs as a
 * beforeChange hook, so drafts and autosaves (which skip field validation) are checked too, for
 * safety but not for completeness, and it answers like any field error: a 400 ValidationError
 * naming the field, whose message says where the node is (the admin marks it: NodeError.tsx).
 */
export function safeLexicalEditor(props?: LexicalEditorProps): RichTextAdapterProvider {
  const provider = lexicalEditor(props) as unknown as RichTextAdapterProvider;
  return async (args) => {
    const adapter = await provider(args);
    const features = (adapter as unknown as { editorConfig: { features: { nodes: NodeEntry[] } } }).editorConfig.features;
    const allowed = enabledNodeTypes(features.nodes);
    const refuseForeignNodes: BeforeChangeRichTextHook = ({ errors, fieldLabelPath, path, skipValidation, value }) => {
      // A draft (autosaves too) may hold work in progress; a publish, which validates, must be finished.
      const problem = findNodeProblem(value, allowed, skipValidation ? 'draft' : 'complete');
      if (problem && errors) {
        // Payload's own check of the field ran first and may have named the same node without
        // saying where it is: this message, which does, takes its place.
        const at = path.join('.');
        for (let index = errors.length - 1; index >= 0; index -= 1) if (errors[index]!.path === at) errors.splice(index, 1);
        errors.push({ label: fieldLabelPath, message: nodeErrorMessage(problem), path: at });
      }
      return value;
    };
    return { ...adapter, hooks: { ...adapter.hooks, beforeChange: [refuseForeignNodes, ...(adapter.hooks?.beforeChange ?? [])] } };
  };
}
