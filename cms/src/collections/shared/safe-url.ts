import { ValidationError, type FieldHook, type TextField } from 'payload';

/**
 * Every address an editor types that the site renders as a link or an image: a path on this site
 * (`/legal/aml`, `/vip#pricing`), an in-page anchor (`#pricing`), a full http(s) address, `mailto:`
 * or `tel:`. Nothing else: `javascript:`, `data:` and `vbscript:` run script when clicked, and
 * browsers drop leading spaces, tabs and line breaks inside a scheme before they read it, so any
 * whitespace or control character is refused outright. `//host` and `/\host` leave the site
 * although they look like paths, so a path must not start with either.
 * @example isSafeUrl('/legal/aml') // true
 * @example isSafeUrl(' JaVaScRiPt:alert(1)') // false
 */
export function isSafeUrl(value: string): boolean {
  if (value === '' || value.length > 2048) return false;
  if (/[\s\u0000-\u001f\u007f-\u009f]/u.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  if (value.startsWith('#')) return /^#[A-Za-z][\w-]*$/.test(value);
  if (/^https?:\/\/[^/\\?#@]+(?:[/?#]|$)/i.test(value)) return true;
  if (/^mailto:[^@]+@[^@]+$/i.test(value)) return true;
  return /^tel:\+?[\d().-]{3,32}$/i.test(value);
}

/**
 * What an address field holds while the editor is still typing it: empty, or only a scheme (the
 * rich text link drawer starts a new link at "https://"). Harmless, and accepted in drafts only.
 */
export const UNFINISHED_URLS = ['', 'https://', 'http://', 'mailto:', 'tel:'] as const;

export const SAFE_URL_MESSAGE = 'Use a site path starting with "/" (e.g. /legal/aml), a #anchor, a full https:// address, mailto: or tel:';

/** The field validator: empty is fine unless required; anything else must pass isSafeUrl. */
export const validateSafeUrl =
  (required = false) =>
  (value: unknown): true | string => {
    if (value == null || value === '') return required ? 'This field is required.' : true;
    return typeof value === 'string' && isSafeUrl(value) ? true : SAFE_URL_MESSAGE;
  };

/**
 * Drafts and autosaves skip field validation (editors may save half-done work), but a draft is
 * rendered too (preview, Live Preview in the admin), so a hostile address is refused there as well.
 */
const refuseUnsafeUrl: FieldHook = ({ value, path, collection }) => {
  if (value == null || value === '' || (typeof value === 'string' && isSafeUrl(value))) return value;
  throw new ValidationError({ collection: collection?.slug, errors: [{ path: path.join('.'), message: SAFE_URL_MESSAGE }] });
};

/** A text field holding a link or image address, checked by isSafeUrl on every save, drafts included. */
export const urlField = (name: string, options: { required?: boolean; description?: string; localized?: boolean } = {}): TextField => ({
  name,
  type: 'text',
  required: options.required,
  ...(options.localized ? { localized: true } : {}),
  maxLength: 2048,
  validate: validateSafeUrl(options.required),
  hooks: { beforeChange: [refuseUnsafeUrl] },
  ...(options.description ? { admin: { description: options.description } } : {}),
});
