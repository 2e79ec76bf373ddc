import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from './cms-html';

const media = 'https://cms.example';
const clean = (html: string) => sanitizeCmsHtml(html, media);

describe('CMS rich text on the site', () => {
  it('keeps what the editor features produce', () => {
    const html =
      '<h2>Fees</h2><p>Plain <strong>bold</strong> <em>it</em> <code>x</code> <sub>1</sub><sup>2</sup></p>' +
      '<ul class="list-bullet"><li value="1">one</li></ul><ol class="list-number"><li value="1">a</li></ol>' +
      '<blockquote>q</blockquote><hr><p>Line<br>break</p>' +
      '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">out</a> <a href="/about#fees">in</a> <a href="mailto:a@b.c">m</a></p>';
    expect(clean(html)).toBe(html.replace('<hr>', '<hr />').replace('<br>', '<br />'));
  });

  it('turns the converter inline styles into classes the prose styles know', () => {
    expect(clean(`<p style='text-align: center; padding-inline-start: 80px;'>c</p>`)).toBe('<p class="align-center indent-2">c</p>');
    expect(clean('<span style="text-decoration: underline">u</span><span style="text-decoration: line-through">s</span>')).toBe(
      '<u>u</u><s>s</s>',
    );
    expect(clean(`<h3 style='color: red; background: url(javascript:alert(1))'>h</h3>`)).toBe('<h3>h</h3>');
  });

  it('keeps check-list items with their state', () => {
    const html =
      '<ul class="list-check"><li aria-checked="true" class="list-item-checkbox list-item-checkbox-checked" role="checkbox" tabIndex="-1" value="1">done</li></ul>';
    expect(clean(html)).toBe(
      '<ul class="list-check"><li aria-checked="true" class="list-item-checkbox list-item-checkbox-checked" value="1">done</li></ul>',
    );
  });

  it('drops scripts, event handlers and every tag that can run or submit', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)><script>alert(1)</script></svg>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<form action="https://evil.example"><button>go</button></form>',
      '<object data="x"></object><embed src="x">',
      '<style>body{display:none}</style>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ];
    for (const attack of attacks) {
      const out = clean(`<p>ok</p>${attack}`);
      expect(out).not.toMatch(/<script|onerror|onload|<iframe|<form|<object|<embed|<style|<svg|<math|javascript:/i);
    }
  });

  it('closes the table-cell attribute break-out the converter let through', () => {
    const out = clean('<table><tr><th data-x=""><img src=x onerror=alert(1)>">Head</th></tr></table>');
    expect(out).not.toMatch(/onerror|<img|<table|<th/);
  });

  it('removes unsafe link targets but keeps the text', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(clean(`<a href="${href.replace(/"/g, '&quot;')}">text</a>`)).toBe('<a>text</a>');
    }
  });

  it('keeps images from the media host only', () => {
    expect(clean('<img src="https://cms.example/api/media/file/a.png" alt="A" width="10" height="20" />')).toBe(
      '<img src="https://cms.example/api/media/file/a.png" alt="A" width="10" height="20" />',
    );
    expect(clean('<p><img src="https://tracker.example/pixel.gif" alt="" /></p>')).toBe('<p></p>');
    expect(clean('<img src="data:image/svg+xml,<svg onload=alert(1)>" />')).toBe('');
    expect(
      clean(
        '<picture><source srcset="https://evil.example/a.webp" media="(max-width: 10px)" type="image/webp"><img src="https://cms.example/a.png" alt=""></picture>',
      ),
    ).toBe('<picture><img src="https://cms.example/a.png" alt="" /></picture>');
  });

  it('escapes HTML-looking text instead of interpreting it', () => {
    expect(clean('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});
