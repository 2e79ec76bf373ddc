import { fill, messagesFor } from '@bourse/i18n';
import { localizePath, type Locale } from '@bourse/themes/locales';
import { mail, siteUrl, type Mail } from './templates';

const SITE_LOCALES: readonly string[] = ['en', 'ru', 'de', 'es'];

/** The support page in the trader's language (zh has no pages of its own: English). */
const supportPage = (locale: string) =>
  `${siteUrl()}${localizePath('/cabinet/support', (SITE_LOCALES.includes(locale) ? locale : 'en') as Locale)}`;

/**
 * The acknowledgement of a new request, in the language the trader wrote in.
 * @example supportAckMail('12', 'ru').subject // 'Мы получили ваше обращение № 12'
 */
export function supportAckMail(id: string, locale: string): Mail {
  const texts = messagesFor(locale).supportForms.mail;
  return mail(fill(texts.ackSubject, { id }, locale), [fill(texts.ackBody, { id }, locale)], supportPage(locale));
}

/** The staff's answer to a request, quoted in full, with the way to the support page. */
export function supportAnswerMail(id: string, answer: string, locale: string): Mail {
  const texts = messagesFor(locale).supportForms.mail;
  return mail(fill(texts.answerSubject, { id }, locale), [fill(texts.answerBody, { id }, locale), answer], supportPage(locale));
}
