import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHeadlessEditor } from '@lexical/headless';
import { getEnabledNodes, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical';
import type { RichTextField, SanitizedConfig } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { findNodeProblem } from '../src/richtext/node-rules';
import { nodeSchemasFor } from '../src/richtext/node-shapes';
import { enabledNodeTypes } from '../src/richtext/safe-editor';

// What the editor's enabled features write, exported by Lexical through the features' own node
// classes, must pass the node rules a save applies: a rule narrower than the editor refused every
// save of an internal link once (the document picker's "label" beside the reference).
let editorConfig: SanitizedServerEditorConfig;

beforeAll(async () => {
  process.env.BOURSE_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'bourse-cms-features-'));
  const config = (await (await import('../src/payload.config')).default) as SanitizedConfig;
  const posts = config.collections.find((collection) => collection.slug === 'posts')!;
  const content = posts.fields.find((field) => 'name' in field && field.name === 'content') as RichTextField;
  editorConfig = (content.editor as unknown as { editorConfig: SanitizedServerEditorConfig }).editorConfig;
}, 60_000);

const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 1, mode: 'normal', style: '', detail: 0 });
const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
});
const paragraph = (...children: unknown[]) => element('paragraph', children);
const cell = (headerState: number, words: string) =>
  element('tablecell', [paragraph(text(words))], { headerState, colSpan: 1, rowSpan: 1 });

/** One node of every kind the toolbar, slash menu and drawers insert, with the fields their forms fill. */
const everyKind = {
  root: element('root', [
    element('heading', [text('Fees')], { tag: 'h2' }),
    paragraph(
      text('See the '),
      element('link', [text('terms')], {
        version: 3,
        id: 'a1',
        fields: { linkType: 'internal', newTab: false, doc: { label: 'Terms', relationTo: 'pages', value: 2 } },
      }),
      text(' and '),
      element('autolink', [text('https://example.com')], { version: 2, fields: { linkType: 'custom', url: 'https://example.com' } }),
      { type: 'linebreak', version: 1 },
      { type: 'tab', version: 1, text: '\t', format: 0, mode: 'normal', style: '', detail: 2 },
    ),
    element('list', [element('listitem', [text('one')], { value: 1, checked: false })], { listType: 'check', start: 1, tag: 'ul' }),
    element('quote', [text('Markets move.')]),
    { type: 'horizontalrule', version: 1 },
    { type: 'upload', version: 3, format: '', id: 'u1', fields: null, relationTo: 'media', value: 1 },
    element('table', [element('tablerow', [cell(1, 'Level'), cell(0, 'VIP 1')])], { colWidths: [120, 120] }),
    {
      type: 'block',
      version: 2,
      format: '',
      fields: { id: 'c1', blockName: '', blockType: 'callout', tone: 'warning', title: 'Risk', text: 'You can lose.' },
    },
    {
      type: 'block',
      version: 2,
      format: '',
      fields: { id: 'b1', blockName: '', blockType: 'button', label: 'Open an account', href: '/register' },
    },
  ]),
};

/** The document as the features' node classes export it after reading it in (what the admin saves). */
function throughTheEditor(value: unknown): { root: unknown } {
  const editor = createHeadlessEditor({
    nodes: getEnabledNodes({ editorConfig }),
    onError: (error) => {
      throw error;
    },
  });
  editor.setEditorState(editor.parseEditorState(value as never));
  // As the admin sends it: JSON, where an attribute the node exports as undefined is left out.
  return JSON.parse(JSON.stringify(editor.getEditorState().toJSON()));
}

function typesIn(node: { type: string; children?: unknown[] }, into = new Set<string>()): Set<string> {
  into.add(node.type);
  for (const child of node.children ?? []) typesIn(child as never, into);
  return into;
}

/** Registered by a feature the editor cannot insert: BlocksFeature's inline block, with no inline blocks configured. */
const NOT_INSERTABLE = new Set(['inlineBlock']);
const enabledTypes = () => enabledNodeTypes(editorConfig.features.nodes as never);
const insertableTypes = () => [...enabledTypes()].filter((type) => !NOT_INSERTABLE.has(type));

describe('rich text as the enabled editor features write it', () => {
  it('has a node rule for every node type the features register', () => {
    const rules = Object.keys(nodeSchemasFor('complete'));
    expect(insertableTypes().filter((type) => !rules.includes(type))).toEqual([]);
  });

  it('accepts a document holding one node of every enabled kind, as the features export it', () => {
    const exported = throughTheEditor(everyKind);
    // Every kind the features register is in the sample (a new feature must be added to it).
    expect(insertableTypes().filter((type) => !typesIn(exported.root as never).has(type))).toEqual([]);
    expect(findNodeProblem(exported, enabledTypes(), 'complete')).toBeNull();
    expect(findNodeProblem(exported, enabledTypes(), 'draft')).toBeNull();
  });

  it('lets an autosave keep a picture still uploading, and a publish wait for it', () => {
    const pending = {
      type: 'upload',
      version: 3,
      format: '',
      id: 'u2',
      fields: null,
      pending: { formID: 'f1', src: 'blob:http://localhost:3001/1f2e' },
    };
    const exported = throughTheEditor({ root: element('root', [pending]) });
    expect(findNodeProblem(exported, enabledTypes(), 'draft')).toBeNull();
    expect(findNodeProblem(exported, enabledTypes(), 'complete')?.message).toMatch(/^Picture 1: /);
  });
});
