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

  it('keeps the callout and button blocks as the CMS writes them, and no class or role it does not', () => {
    const blocks =
      '<div class="rt-callout rt-callout--warning" role="note"><p class="rt-callout-title"><strong>Risk</strong></p><p>Prices move.</p></div>' +
      '<p class="rt-button-row"><a class="rt-button" href="/register">Open an account</a></p>';
    expect(clean(blocks)).toBe(blocks.replace('<a class="rt-button" href="/register">', '<a href="/register" class="rt-button">'));
    expect(
      clean(
        '<div class="rt-callout evil" role="alert" onclick="x"><p class="hidden">t</p></div><a class="rt-button x" href="javascript:alert(1)">b</a>',
      ),
    ).toBe('<div class="rt-callout"><p>t</p></div><a class="rt-button">b</a>');
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

  it('closes the table-cell attribute break-out the converter let through, keeping the table', () => {
    const out = clean('<table><tr><th data-x=""><img src=x onerror=alert(1)>">Head</th></tr></table>');
    expect(out).not.toMatch(/onerror|<img|data-x/);
    expect(out).toMatch(/^<table><tr><th>.*Head<\/th><\/tr><\/table>$/);
  });

  it('keeps a rich text table with its header cells and integer spans only', () => {
    expect(
      clean(
        '<table class="lexical-table" style="x"><tbody><tr><th colspan="2" onclick="x">Fee</th><td rowspan="2" colspan="a">1</td></tr></tbody></table>',
      ),
    ).toBe('<table class="lexical-table"><tbody><tr><th colspan="2">Fee</th><td rowspan="2">1</td></tr></tbody></table>');
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
      '<img src="https://cms.example/api/media/file/a.png" alt="A" width="10" height="20" loading="lazy" decoding="async" />',
    );
    expect(clean('<p><img src="https://tracker.example/pixel.gif" alt="" /></p>')).toBe('<p></p>');
    expect(clean('<img src="data:image/svg+xml,<svg onload=alert(1)>" />')).toBe('');
    expect(
      clean(
        '<picture><source srcset="https://evil.example/a.webp" media="(max-width: 10px)" type="image/webp"><img src="https://cms.example/a.png" alt=""></picture>',
      ),
    ).toBe('<picture><img src="https://cms.example/a.png" alt="" loading="lazy" decoding="async" /></picture>');
  });

  it('keeps an inline picture as AVIF then WebP srcsets sized for the text column, lazy', () => {
    const avif = 'https://cms.example/api/media/file/a-768x512.avif 768w, https://cms.example/api/media/file/a-1600x1067.avif 1600w';
    const webp = 'https://cms.example/api/media/file/a-768x512.webp 768w, https://cms.example/api/media/file/a-1600x1067.webp 1600w';
    const out = clean(
      `<picture><source type="image/avif" srcset="${avif}"><img src="https://cms.example/api/media/file/a-768x512.webp" srcset="${webp}" alt="Chart" width="1800" height="1200" loading="eager"></picture>`,
    );
    const sizes = '(min-width: 900px) 820px, calc(100vw - 32px)';
    expect(out).toBe(
      `<picture><source srcset="${avif}" sizes="${sizes}" type="image/avif" /><img src="https://cms.example/api/media/file/a-768x512.webp" srcset="${webp}" sizes="${sizes}" alt="Chart" width="1800" height="1200" loading="lazy" decoding="async" /></picture>`,
    );
  });

  it('drops a srcset with any candidate from another host or with a stray descriptor', () => {
    for (const srcset of [
      'https://cms.example/a.webp 768w, https://evil.example/b.webp 1600w',
      'https://cms.example/a.webp 768w onerror',
    ]) {
      expect(clean(`<img src="https://cms.example/a.webp" srcset="${srcset}" alt="">`)).toBe(
        '<img src="https://cms.example/a.webp" alt="" loading="lazy" decoding="async" />',
      );
    }
  });

  it('escapes HTML-looking text instead of interpreting it', () => {
    expect(clean('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});
