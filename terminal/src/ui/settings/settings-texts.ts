import type { PasswordErrorCode } from '../../domain/settings';

/** Settings texts: the spec's Russian with English beside it; other locales read English. */
const EN = {
  general: 'General settings', colorScheme: 'Colour scheme', system: 'System', dark: 'Dark', light: 'Light',
  language: 'Language', languages: { ru: 'Русский', en: 'English', zh: '中文 (saved; the interface stays in English)' },
  currency: 'Extra conversion currency', sounds: 'Sounds', volume: 'Volume', autoLogout: 'Auto-logout',
  savedLocally: 'Saved in this browser.',
  security: 'Security', changePassword: 'Change password', currentPassword: 'Current password', newPassword: 'New password',
  confirmPassword: 'Repeat new password', passwordHelp: 'At least 8 characters; use upper- and lower-case Latin letters and a digit.',
  submit: 'Change', cancel: 'Cancel',
  simulation: 'Simulation: the account service has no password-change call yet, so your password is NOT changed. Use "Forgot password" to change it.',
  passwordErrors: {
    PASSWORDS_DIFFER: 'Passwords do not match', PASSWORD_TOO_SHORT: 'The password must be at least 8 characters long', REQUIRED: 'Please fill in all fields',
  } satisfies Record<PasswordErrorCode, string>,
  passwordChanged: 'Password successfully changed (simulation: nothing was sent)',
  notSaved: 'Nothing is saved', notPersisted: 'Not persisted',
};
export type SettingsTexts = typeof EN;

const RU: SettingsTexts = {
  general: 'Общие настройки', colorScheme: 'Цветовая схема', system: 'Системная', dark: 'Тёмная', light: 'Светлая',
  language: 'Язык', languages: { ru: 'Русский', en: 'English', zh: '中文 (сохранено; интерфейс пока на английском)' },
  currency: 'Дополнительная валюта конвертации', sounds: 'Звуки', volume: 'Громкость', autoLogout: 'Автоматический выход',
  savedLocally: 'Сохраняется в этом браузере.',
  security: 'Безопасность', changePassword: 'Сменить пароль', currentPassword: 'Текущий пароль', newPassword: 'Новый пароль',
  confirmPassword: 'Повторите новый пароль', passwordHelp: 'Не менее 8 символов; заглавные и строчные латинские буквы и цифра.',
  submit: 'Сменить', cancel: 'Отмена',
  simulation: 'Симуляция: у сервиса аккаунтов пока нет смены пароля, пароль НЕ меняется. Чтобы сменить его, используйте «Забыли пароль».',
  passwordErrors: {
    PASSWORDS_DIFFER: 'Пароли не совпадают', PASSWORD_TOO_SHORT: 'Пароль должен содержать не менее 8 символов', REQUIRED: 'Пожалуйста, заполните все поля',
  },
  passwordChanged: 'Пароль успешно изменен (симуляция: ничего не отправлено)',
  notSaved: 'Ничего не сохраняется', notPersisted: 'Не сохраняется',
};

export const settingsTexts = (locale: string): SettingsTexts => (locale === 'ru' ? RU : EN);
