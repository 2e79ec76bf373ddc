import { convertLexicalToHTMLAsync } from '@payloadcms/richtext-lexical/html-async';
import { describe, expect, it } from 'vitest';
import { safeHtmlConverters } from './html';
import { findNodeProblem } from './node-rules';
import { textBlockHtml } from './text-blocks';

const blockNode = (fields: Record<string, unknown>) => ({ type: 'block', version: 2, format: '', fields });
const doc = (...children: unknown[]) => ({ root: { type: 'root', version: 1, children } });
const allowed = new Set(['root', 'paragraph', 'text', 'block']);
const convert = (data: unknown) => convertLexicalToHTMLAsync({ data: data as never, converters: safeHtmlConverters });

describe('blocks inside rich text', () => {
  it('renders a risk-warning callout with its title and paragraphs, every text escaped', async () => {
    const html = await convert(
      doc(
        blockNode({
          id: 'a1',
          blockType: 'callout',
          tone: 'warning',
          title: 'Risk <b>',
          text: 'Prices move.\n\nYou can lose <all> of it.',
        }),
      ),
    );
    expect(html).toContain(
      '<div class="rt-callout rt-callout--warning" role="note"><p class="rt-callout-title"><strong>Risk &lt;b&gt;</strong></p>' +
        '<p>Prices move.</p><p>You can lose &lt;all&gt; of it.</p></div>',
    );
  });

  it('renders a button to a site path, and nothing for one whose address is not safe', () => {
    expect(textBlockHtml({ blockType: 'button', label: 'Open an account', href: '/register' })).toBe(
      '<p class="rt-button-row"><a class="rt-button" href="/register">Open an account</a></p>',
    );
    expect(textBlockHtml({ blockType: 'button', label: 'Win', href: 'javascript:alert(1)' })).toBe('');
    expect(textBlockHtml({ blockType: 'callout', tone: 'shout', text: 'x' })).toBe('');
  });

  it('accepts the blocks as the editor saves them and refuses one written around it', () => {
    expect(
      findNodeProblem(doc(blockNode({ id: 'b1', blockName: '', blockType: 'button', label: 'Go', href: '/register' })), allowed),
    ).toBeNull();
    expect(findNodeProblem(doc(blockNode({ blockType: 'button', label: 'Go', href: 'javascript:alert(1)' })), allowed)?.message).toMatch(
      /^Button 1: Use a site path/,
    );
    expect(findNodeProblem(doc(blockNode({ blockType: 'callout', tone: 'note', text: 'x', onclick: 'y' })), allowed)?.message).toMatch(
      /unexpected attribute|invalid fields/,
    );
    expect(findNodeProblem(doc(blockNode({ blockType: 'iframe', src: 'x' })), allowed)).not.toBeNull();
  });

  it('lets a draft hold a block just inserted, and asks a publish for its text, label and address', () => {
    const callout = doc(blockNode({ id: 'c1', blockName: '', blockType: 'callout' }));
    const button = doc(blockNode({ id: 'b1', blockName: '', blockType: 'button', label: '', href: 'https://' }));
    expect(findNodeProblem(callout, allowed, 'draft')).toBeNull();
    expect(findNodeProblem(button, allowed, 'draft')).toBeNull();
    expect(findNodeProblem(callout, allowed, 'complete')?.message).toBe('Callout 1: choose a tone.');
    expect(findNodeProblem(doc(blockNode({ blockType: 'callout', tone: 'tip', text: '' })), allowed)?.message).toBe(
      'Callout 1: write the text.',
    );
    expect(findNodeProblem(button, allowed, 'complete')?.message).toBe('Button 1: write the label.');
    // A draft is rendered too (preview): a hostile address is refused there as well.
    expect(findNodeProblem(doc(blockNode({ blockType: 'button', href: 'javascript:alert(1)' })), allowed, 'draft')).not.toBeNull();
  });
});
