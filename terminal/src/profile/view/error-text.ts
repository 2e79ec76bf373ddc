import type { ProfileError } from '../model/profile-form';
import { fill, type Catalogue } from '@bourse/i18n';

/** A profile field's error in the trader's words, `{max}` filled from the error's parameters. */
export const errorText = (t: Catalogue['profile'], error: ProfileError, locale: string): string =>
  fill(t.errors[error.code], { max: error.params?.max ?? '' }, locale);
