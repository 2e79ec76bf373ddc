import type { FormErrorCode } from '../../domain/support-bot-forms';

/** Texts of the callback and support e-mail forms (ru kept from the spec, en translated). */
const EN = {
  callbackTitle: 'Request a callback', callbackLead: 'A specialist will call you at the time you choose, from a toll-free number.',
  phone: 'Phone', telegram: 'Telegram', whatsapp: 'WhatsApp', language: 'Language of communication', timeZone: 'Time zone',
  time: 'Convenient time for a call', date: 'Date', topic: 'Message topic', callbackSubmit: 'Request a callback',
  callbackSent: 'Callback request sent successfully', callbackFailed: 'An error occurred while sending the request',
  languages: { ru: 'Russian', en: 'English', zh: 'Chinese' },
  emailTitle: 'Write to support', emailLead: 'We reply within 24 hours on average.',
  tips: ['Describe the problem in detail', 'Give the transaction ID if it is about a payment', 'Attach screenshots if you can'],
  email: 'Your e-mail', subject: 'Subject', text: 'Message', emailSubmit: 'Send message',
  emailSent: 'Message sent successfully', emailFailed: 'An error occurred while sending the message', sending: 'Sending…',
  errors: { REQUIRED: 'Fill in this field', INVALID_EMAIL: 'Enter a valid e-mail address' } satisfies Record<FormErrorCode, string>,
};
export type FormTexts = typeof EN;

const RU: FormTexts = {
  callbackTitle: 'Заказать обратный звонок', callbackLead: 'Специалист позвонит вам в указанное время с бесплатного номера.',
  phone: 'Телефон', telegram: 'Telegram', whatsapp: 'WhatsApp', language: 'Язык общения', timeZone: 'Часовой пояс',
  time: 'Удобное время для звонка', date: 'Дата', topic: 'Тема обращения', callbackSubmit: 'Заказать звонок',
  callbackSent: 'Заявка на обратный звонок успешно отправлена', callbackFailed: 'Произошла ошибка при отправке заявки',
  languages: { ru: 'Русский', en: 'Английский', zh: 'Китайский' },
  emailTitle: 'Написать в поддержку', emailLead: 'Среднее время ответа — 24 часа.',
  tips: ['Опишите проблему подробно', 'Укажите ID транзакции, если вопрос о платеже', 'Приложите скриншоты, если можете'],
  email: 'Ваш e-mail', subject: 'Тема', text: 'Сообщение', emailSubmit: 'Отправить сообщение',
  emailSent: 'Сообщение успешно отправлено', emailFailed: 'Произошла ошибка при отправке сообщения', sending: 'Отправка…',
  errors: { REQUIRED: 'Заполните это поле', INVALID_EMAIL: 'Введите корректный e-mail' },
};

/** @example formTexts('ru').callbackSent; // 'Заявка на обратный звонок успешно отправлена' */
export function formTexts(locale: string): FormTexts {
  return locale.startsWith('ru') ? RU : EN;
}
