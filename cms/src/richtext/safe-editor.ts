import { lexicalEditor, type LexicalEditorProps } from '@payloadcms/richtext-lexical';
import type { RichTextAdapterProvider } from 'payload';
import { findNodeProblem } from './node-rules';

/** Nodes Lexical itself provides, whatever features are enabled. */
const CORE_NODES = ['root', 'paragraph', 'text', 'linebreak', 'tab'];

type Adapter = Awaited<ReturnType<RichTextAdapterProvider>>;
type BeforeChangeRichTextHook = NonNullable<NonNullable<Adapter['hooks']>['beforeChange']>[number];
type NodeEntry = { node: { getType?: () => string } | { replace?: { getType?: () => string } } };

function enabledNodeTypes(nodes: readonly NodeEntry[]): Set<string> {
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
 * beforeChange hook, so drafts and autosaves (which skip field validation) are checked too, and it
 * answers like any field error: a 400 ValidationError naming the field.
 */
export function safeLexicalEditor(props?: LexicalEditorProps): RichTextAdapterProvider {
  const provider = lexicalEditor(props) as unknown as RichTextAdapterProvider;
  return async (args) => {
    const adapter = await provider(args);
    const features = (adapter as unknown as { editorConfig: { features: { nodes: NodeEntry[] } } }).editorConfig.features;
    const allowed = enabledNodeTypes(features.nodes);
    const refuseForeignNodes: BeforeChangeRichTextHook = ({ errors, fieldLabelPath, path, value }) => {
      const problem = findNodeProblem(value, allowed);
      if (problem) {
        errors?.push({ label: fieldLabelPath, message: `${problem.message} (at ${problem.at || 'the top'})`, path: path.join('.') });
      }
      return value;
    };
    return { ...adapter, hooks: { ...adapter.hooks, beforeChange: [refuseForeignNodes, ...(adapter.hooks?.beforeChange ?? [])] } };
  };
}
