import { describe, expect, it } from 'vitest';
import { editingLanguageRedirect, isDocumentView } from './editing-language';

describe("opening a document in the editor's own language", () => {
  it("adds the editor's language to a document address that names none", () => {
    expect(editingLanguageRedirect('/admin/collections/pages/7', '', 'en')).toBe('/admin/collections/pages/7?locale=en');
    expect(editingLanguageRedirect('/admin/collections/posts/3', '?depth=1', 'de')).toBe('/admin/collections/posts/3?depth=1&locale=de');
  });

  it('keeps a language chosen in the address, and leaves lists, new documents and other views alone', () => {
    expect(editingLanguageRedirect('/admin/collections/pages/7', '?locale=ru', 'en')).toBeNull();
    expect(editingLanguageRedirect('/admin/collections/pages', '', 'en')).toBeNull();
    expect(editingLanguageRedirect('/admin/collections/pages/create', '', 'en')).toBeNull();
    expect(editingLanguageRedirect('/admin', '', 'en')).toBeNull();
    expect(editingLanguageRedirect('/admin/collections/pages/7', '', undefined)).toBeNull();
  });
});

describe('which admin addresses are a document', () => {
  it('counts one document of a collection, not its list, a new document or the dashboard', () => {
    expect(isDocumentView('/admin/collections/posts/12')).toBe(true);
    expect(isDocumentView('/admin/collections/posts')).toBe(false);
    expect(isDocumentView('/admin/collections/posts/create')).toBe(false);
    expect(isDocumentView('/admin/collections/posts/12/versions')).toBe(false);
    expect(isDocumentView('/admin')).toBe(false);
  });
});
