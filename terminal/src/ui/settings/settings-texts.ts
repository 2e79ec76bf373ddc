import type { PasswordErrorCode } from '../../domain/settings';
import type { TwoFactorMethod } from '../../domain/settings-sections';

/** Settings texts: the spec's Russian with English beside it; other locales read English. */
const EN = {
  general: 'General settings', colorScheme: 'Colour scheme', system: 'System', dark: 'Dark', light: 'Light',
  language: 'Language', languages: { ru: 'Русский', en: 'English', zh: '中文 (saved; the interface stays in English)' },
  currency: 'Extra conversion currency', sounds: 'Sounds', volume: 'Volume', autoLogout: 'Auto-logout',
  savedLocally: 'Saved in this browser.',
  security: 'Security', password: 'Password', changePassword: 'Change password', currentPassword: 'Current password', newPassword: 'New password',
  confirmPassword: 'Repeat new password', passwordHelp: 'At least 8 characters; use upper- and lower-case Latin letters and a digit.',
  submit: 'Change', cancel: 'Cancel',
  simulation: 'Simulation: the account service has no password-change call yet, so your password is NOT changed. Use "Forgot password" to change it.',
  passwordErrors: {
    PASSWORDS_DIFFER: 'Passwords do not match', PASSWORD_TOO_SHORT: 'The password must be at least 8 characters long', REQUIRED: 'Please fill in all fields',
  } satisfies Record<PasswordErrorCode, string>,
  passwordChanged: 'Password successfully changed (simulation: nothing was sent)',
  notSaved: 'Nothing is saved', notPersisted: 'Not persisted',
  apiKey: 'API access key', addKey: 'Add', newApiKey: 'New API key', copy: 'Copy', close: 'Close',
  apiKeyAbout: 'A key holder can open and close deals and view the trade history, but cannot deposit or withdraw funds.',
  apiKeyOnce: 'Copy the key now: it is shown only once.',
  apiKeySimulation: 'Simulation: the key is made in this browser and is not registered anywhere, so no API accepts it.',
  copied: 'API key copied to clipboard', copyFailed: 'Could not copy: the key is selected in the field, copy it by hand (Ctrl+C).',
  twoFactor: 'Two-factor authentication', twoFactorMethods: { app: 'Authenticator app', email: 'E-mail code' } satisfies Record<TwoFactorMethod, string>,
  twoFactorOff: 'Not connected', connected: 'Connected', disconnect: 'Disconnect',
  emailCodeTitle: 'Confirm by e-mail code', email: 'E-mail', code: 'Confirmation code', confirm: 'Confirm', invalidCode: 'Invalid code',
  twoFactorSimulation: 'Simulation: nothing is connected on the server and no e-mail is sent; the test code is 123456.',
  formSimulation: 'Simulation: the form is not sent anywhere.', goToSupport: 'Go to support',
};
export type SettingsTexts = typeof EN;

const RU: SettingsTexts = {
  general: 'Общие настройки', colorScheme: 'Цветовая схема', system: 'Системная', dark: 'Тёмная', light: 'Светлая',
  language: 'Язык', languages: { ru: 'Русский', en: 'English', zh: '中文 (сохранено; интерфейс пока на английском)' },
  currency: 'Дополнительная валюта конвертации', sounds: 'Звуки', volume: 'Громкость', autoLogout: 'Автоматический выход',
  savedLocally: 'Сохраняется в этом браузере.',
  security: 'Безопасность', password: 'Пароль', changePassword: 'Сменить пароль', currentPassword: 'Текущий пароль', newPassword: 'Новый пароль',
  confirmPassword: 'Повторите новый пароль', passwordHelp: 'Не менее 8 символов; заглавные и строчные латинские буквы и цифра.',
  submit: 'Сменить', cancel: 'Отмена',
  simulation: 'Симуляция: у сервиса аккаунтов пока нет смены пароля, пароль НЕ меняется. Чтобы сменить его, используйте «Забыли пароль».',
  passwordErrors: {
    PASSWORDS_DIFFER: 'Пароли не совпадают', PASSWORD_TOO_SHORT: 'Пароль должен содержать не менее 8 символов', REQUIRED: 'Пожалуйста, заполните все поля',
  },
  passwordChanged: 'Пароль успешно изменен (симуляция: ничего не отправлено)',
  notSaved: 'Ничего не сохраняется', notPersisted: 'Не сохраняется',
  apiKey: 'API-ключ доступа', addKey: 'Добавить', newApiKey: 'Новый API-ключ', copy: 'Копировать', close: 'Закрыть',
  apiKeyAbout: 'Владелец ключа может открывать и закрывать сделки и смотреть историю торговли, но не может пополнять счёт и выводить средства.',
  apiKeyOnce: 'Скопируйте ключ сейчас: он показывается только один раз.',
  apiKeySimulation: 'Симуляция: ключ создан в этом браузере и нигде не зарегистрирован, поэтому API его не примет.',
  copied: 'API ключ скопирован в буфер обмена', copyFailed: 'Не удалось скопировать: ключ выделен в поле, скопируйте его вручную (Ctrl+C).',
  twoFactor: 'Двухфакторная аутентификация', twoFactorMethods: { app: 'Приложение-аутентификатор', email: 'Код по e-mail' },
  twoFactorOff: 'Не подключена', connected: 'Подключена', disconnect: 'Отключить',
  emailCodeTitle: 'Подтверждение кодом из письма', email: 'E-mail', code: 'Код подтверждения', confirm: 'Подтвердить', invalidCode: 'Неверный код подтверждения',
  twoFactorSimulation: 'Симуляция: на сервере ничего не подключается и письмо не отправляется; тестовый код 123456.',
  formSimulation: 'Симуляция: форма никуда не отправляется.', goToSupport: 'Перейти в поддержку',
};

export const settingsTexts = (locale: string): SettingsTexts => (locale === 'ru' ? RU : EN);
