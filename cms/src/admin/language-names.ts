/** The admin speaks English: languages are named in English in every control ("Publish in Russian"). */
const names = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * A content language's name in the admin's own language.
 * @example languageName('ru') // 'Russian'
 * @example languageName('es') // 'Spanish'
 */
export const languageName = (code: string): string => names.of(code) ?? code;
