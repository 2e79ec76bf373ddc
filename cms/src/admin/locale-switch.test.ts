import { describe, expect, it } from 'vitest';
import { decideLocaleWarning, nameLanguage, rememberOpenedLocale, resetOpenedLocale } from './locale-switch';

const memoryStore = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('warning an editor who switched the language of an open document', () => {
  it('warns when the language being edited is not the one the document was opened in', () => {
    expect(decideLocaleWarning('en', 'ru')).toEqual({ from: 'en', to: 'ru' });
  });

  it('stays quiet in the language it was opened in, or when either language is unknown', () => {
    expect(decideLocaleWarning('en', 'en')).toBeNull();
    expect(decideLocaleWarning(null, 'ru')).toBeNull();
    expect(decideLocaleWarning('en', undefined)).toBeNull();
  });

  it('keeps the first language a document was seen in, so a switch is compared with it', () => {
    const store = memoryStore();
    expect(rememberOpenedLocale(store, '/admin/collections/pages/7', 'en')).toBe('en');
    expect(rememberOpenedLocale(store, '/admin/collections/pages/7', 'ru')).toBe('en');
    expect(decideLocaleWarning(rememberOpenedLocale(store, '/admin/collections/pages/7', 'ru'), 'ru')).toEqual({ from: 'en', to: 'ru' });
    // Another document has its own.
    expect(rememberOpenedLocale(store, '/admin/collections/pages/8', 'de')).toBe('de');
  });

  it('starts afresh when the document is opened from the list again, or the editor keeps the new language', () => {
    const store = memoryStore();
    rememberOpenedLocale(store, '/admin/collections/posts/3', 'ru');
    resetOpenedLocale(store, '/admin/collections/posts/3', 'en');
    expect(rememberOpenedLocale(store, '/admin/collections/posts/3', 'en')).toBe('en');
    resetOpenedLocale(store, '/admin/collections/posts/3', 'de');
    expect(rememberOpenedLocale(store, '/admin/collections/posts/3', 'es')).toBe('de');
  });

  it('names the languages in English, as the rest of the warning reads', () => {
    expect(['ru', 'en', 'de', 'es'].map(nameLanguage)).toEqual(['Russian', 'English', 'German', 'Spanish']);
  });
});
