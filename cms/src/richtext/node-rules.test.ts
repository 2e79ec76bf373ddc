import { describe, expect, it } from 'vitest';
import { readNodeError, nodeErrorMessage } from './node-error-message';
import { findNodeProblem } from './node-rules';

const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, mode: 'normal', style: '', detail: 0 });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, children });
const link = (fields: Record<string, unknown>, words: string) => ({
  type: 'link',
  version: 3,
  id: '6b0acd7b295b88cdd231fe4b',
  direction: null,
  format: '',
  indent: 0,
  fields,
  children: [text(words)],
});
const doc = (...children: unknown[]) => ({ root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children } });
const allowed = new Set(['root', 'paragraph', 'text', 'link']);

describe('rich text node rules', () => {
  it('accepts an internal link as the link drawer saves it, with the title its document picker showed', () => {
    const internal = link({ linkType: 'internal', doc: { label: 'About us', relationTo: 'pages', value: 2 } }, 'about us');
    expect(findNodeProblem(doc(paragraph(text('Read '), internal)), allowed)).toBeNull();
  });

  it('lets a draft keep the link the drawer starts ("https://", or internal before a page is chosen); a publish needs the address', () => {
    const started = link({ linkType: 'custom', url: 'https://' }, 'terms of use');
    const unchosen = link({ linkType: 'internal' }, 'terms of use');
    for (const node of [started, unchosen]) expect(findNodeProblem(doc(paragraph(text('Read the '), node)), allowed, 'draft')).toBeNull();
    expect(findNodeProblem(doc(paragraph(text('Read the '), started)), allowed, 'complete')).toEqual({
      at: 'root.children.0.children.1',
      message: 'Paragraph 1, link “terms of use”: finish the address (a site path such as /legal/aml, or a full https:// address).',
    });
    expect(findNodeProblem(doc(paragraph(), paragraph(unchosen)), allowed)?.message).toBe(
      'Paragraph 2, link “terms of use”: choose the page to link to.',
    );
  });

  it('refuses a script address in a draft too, and names an attribute the editor never writes', () => {
    expect(findNodeProblem(doc(paragraph(link({ linkType: 'custom', url: 'javascript:alert(1)' }, 'x'))), allowed, 'draft')).not.toBeNull();
    const extra = link({ linkType: 'internal', doc: { relationTo: 'pages', value: 2, onclick: 'x' } }, 'x');
    expect(findNodeProblem(doc(paragraph(extra)), allowed, 'draft')?.message).toBe(
      'Paragraph 1, link “x”: a "link" node has an unexpected attribute "fields.doc.onclick".',
    );
  });

  it('writes the node path into the message and reads it back for the admin, and leaves other messages alone', () => {
    const message = nodeErrorMessage({ at: 'root.children.3.children.1', message: 'Paragraph 4, link “x”: enter the address.' });
    expect(readNodeError(message)).toEqual({ text: 'Paragraph 4, link “x”: enter the address.', at: [3, 1] });
    expect(readNodeError(nodeErrorMessage({ at: '', message: 'Rich text must be an object.' }))).toEqual({
      text: 'Rich text must be an object.',
      at: [],
    });
    expect(readNodeError('This field is required.')).toBeNull();
  });
});
