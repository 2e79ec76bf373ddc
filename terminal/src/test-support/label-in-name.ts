/**
 * "Label in name" (WCAG 2.5.3) as a check on rendered islands: a control whose name is given by
 * aria-label or aria-labelledby, and which shows words, must have the words it shows, in the order
 * shown, inside that name: a person using speech input says what they see. axe-core's
 * label-content-name-mismatch judges the same in a browser; here it runs on every island in every
 * language at unit-test cost, where a browser sweep sees one language per page a day.
 * Returns one line per control that breaks it.
 */
export function labelInNameFindings(root: ParentNode): string[] {
  const findings: string[] = [];
  const controls = root.querySelectorAll<HTMLElement>(
    'button, a[href], summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="option"], [role="radio"], [role="checkbox"], [role="switch"]',
  );
  for (const control of controls) {
    const name = givenName(control);
    if (name === null) continue;
    const shown = words(visibleText(control));
    // A star, an arrow or a lone letter is not words a person would say (axe skips them too).
    if (shown.replace(/\s/g, '').length < 2) continue;
    if (!` ${words(name)} `.includes(` ${shown} `))
      findings.push(`"${name}" does not contain what it shows, "${shown}": ${control.outerHTML.slice(0, 160)}`);
  }
  return findings;
}

/** The name set by aria-labelledby or aria-label, or null when the control is named by its content. */
function givenName(control: HTMLElement): string | null {
  const labelledBy = control.getAttribute('aria-labelledby');
  if (labelledBy) {
    const document = control.ownerDocument;
    return labelledBy
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  }
  return control.getAttribute('aria-label');
}

/** The control's text, without what is hidden from everyone (hidden, aria-hidden). */
function visibleText(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return '';
  return [...node.childNodes].map(visibleText).join(' ');
}

/** Lower case, letters and digits only, one space between words. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
