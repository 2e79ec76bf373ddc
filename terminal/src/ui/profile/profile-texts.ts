import type { ProfileError, ProfileField } from '../../domain/profile-form';
import type { NotificationChannel, SecurityToggle } from '../../domain/profile-form-settings';

/** Profile texts: Russian as the spec writes them, English beside them; other locales read English. */
const EN = {
  personal: 'Personal information', edit: 'Edit', save: 'Save', cancel: 'Cancel', saved: 'Saved', saving: 'Saving…', loading: 'Loading profile…',
  email: 'E-mail', confirmed: 'Confirmed', notConfirmed: 'Not confirmed', level: 'Level',
  fields: {
    firstName: 'First name', lastName: 'Last name', companyName: 'Company', dateOfBirth: 'Date of birth', phone: 'Phone', country: 'Country (two-letter code)',
    state: 'Region', postalCode: 'Postal code', city: 'City', address: 'Street address',
  } satisfies Record<ProfileField, string>,
  errors: {
    REQUIRED: 'Fill in this field.', TOO_LONG: 'At most {max} characters.', DATE_FORMAT: 'Use the date format YYYY-MM-DD.',
    PHONE_FORMAT: 'Enter a phone number, e.g. +7 900 000-00-00.', COUNTRY_FORMAT: 'Use a two-letter country code, e.g. RU.',
  } satisfies Record<ProfileError['code'], string>,
  dialogTitle: 'Attention', dialogText: 'After changing your phone or e-mail you will need to pass verification again.',
  dialogCancel: 'Cancel', dialogConfirm: 'Confirm',
  localOnly: 'The server could not be reached: the change is shown in this browser only and is not saved on your account.',
  loadFailed: 'Your profile could not be loaded; showing what this browser knows.',
  security: 'Security', notifications: 'Notifications', notificationsHint: 'Channels we use to reach you.',
  securityHint: 'Preferences saved to your account.',
  toggles: {
    twoFactor: 'Two-factor authentication', antiPhishing: 'Anti-phishing e-mail confirmation', withdrawalWhitelist: 'Withdrawal address whitelist',
    loginNotifications: 'Login notifications',
  } satisfies Record<SecurityToggle, string>,
  channels: { email: 'E-mail', push: 'Push', sms: 'SMS' } satisfies Record<NotificationChannel, string>,
};
export type ProfileTexts = typeof EN;

const RU: ProfileTexts = {
  personal: 'Личная информация', edit: 'Редактировать', save: 'Сохранить', cancel: 'Отмена', saved: 'Сохранено', saving: 'Сохранение…', loading: 'Загрузка профиля…',
  email: 'E-mail', confirmed: 'Подтверждён', notConfirmed: 'Не подтверждён', level: 'Уровень',
  fields: {
    firstName: 'Имя', lastName: 'Фамилия', companyName: 'Компания', dateOfBirth: 'Дата рождения', phone: 'Телефон', country: 'Страна (двухбуквенный код)',
    state: 'Регион', postalCode: 'Почтовый индекс', city: 'Город', address: 'Адрес',
  },
  errors: {
    REQUIRED: 'Заполните это поле.', TOO_LONG: 'Не более {max} символов.', DATE_FORMAT: 'Формат даты: ГГГГ-ММ-ДД.',
    PHONE_FORMAT: 'Введите номер телефона, например +7 900 000-00-00.', COUNTRY_FORMAT: 'Двухбуквенный код страны, например RU.',
  },
  dialogTitle: 'Внимание', dialogText: 'После изменения телефона или e-mail потребуется повторная верификация.',
  dialogCancel: 'Отменить', dialogConfirm: 'Подтвердить',
  localOnly: 'Сервер недоступен: изменение показано только в этом браузере и не сохранено в аккаунте.',
  loadFailed: 'Не удалось загрузить профиль; показаны данные из этого браузера.',
  security: 'Безопасность', notifications: 'Уведомления', notificationsHint: 'Каналы, по которым мы с вами связываемся.',
  securityHint: 'Настройки сохраняются в аккаунте.',
  toggles: {
    twoFactor: 'Двухфакторная аутентификация', antiPhishing: 'Антифишинговое подтверждение по e-mail', withdrawalWhitelist: 'Белый список адресов вывода',
    loginNotifications: 'Уведомления о входе',
  },
  channels: { email: 'E-mail', push: 'Push', sms: 'SMS' },
};

export const profileTexts = (locale: string): ProfileTexts => (locale === 'ru' ? RU : EN);

export const errorText = (t: ProfileTexts, error: ProfileError): string => t.errors[error.code].replace('{max}', String(error.params?.max ?? ''));
