import { legal } from './types';

const deNote = 'Die vollständige Fassung liegt auf Englisch vor; bei Abweichungen gilt die englische Fassung.';
const esNote = 'La versión completa está disponible en inglés; en caso de discrepancia prevalece la versión inglesa.';

/** /privacy: consent lasts for the agreement plus one year (the spec's privacy rule). */
export const privacy = legal({
  en: {
    title: 'Privacy policy',
    description: 'What personal data we collect, why, and how long we keep your consent.',
    markdown: `## 1. Data we collect
Name, date of birth, country and address, e-mail and phone number, identity documents and selfies you upload for verification, and records of your deposits, withdrawals and trades.

## 2. Why we use it
To open and run your account, to verify your identity (KYC) and prevent money laundering (AML), to process payments and to meet our legal duties. We do not sell personal data.

## 3. How long your consent lasts
Your consent to processing lasts for the term of the client agreement and one year after it ends. Records the law requires us to keep (for example anti-money-laundering records) are kept for as long as that law says.

## 4. Your rights
You may ask for a copy of your data, correct it, or ask us to delete what we are not required to keep. Write to support from the cabinet; we answer within 24 hours on average.

## 5. Security
Client assets are 95% in cold storage; withdrawals go only to whitelisted addresses; two-factor authentication and login notifications are available in the security settings.`,
  },
  ru: {
    title: 'Политика конфиденциальности',
    description: 'Какие персональные данные мы собираем, зачем и как долго действует согласие.',
    markdown: `## 1. Какие данные мы собираем
Имя, дата рождения, страна и адрес, e-mail и телефон, документы и селфи, загруженные для верификации, а также история пополнений, выводов и сделок.

## 2. Зачем мы их используем
Чтобы открыть и обслуживать ваш счёт, проверить личность (KYC) и противодействовать отмыванию денег (AML), проводить платежи и выполнять требования закона. Мы не продаём персональные данные.

## 3. Срок действия согласия
Согласие на обработку данных действует в течение срока клиентского соглашения и одного года после его окончания. Сведения, которые закон обязывает хранить (например, для целей AML), хранятся в течение установленного законом срока.

## 4. Ваши права
Вы можете запросить копию своих данных, исправить их или попросить удалить то, что мы не обязаны хранить. Напишите в поддержку из личного кабинета: в среднем мы отвечаем в течение 24 часов.

## 5. Безопасность
95% активов клиентов хранятся в холодных кошельках; вывод возможен только на адреса из белого списка; в настройках безопасности доступны двухфакторная аутентификация и уведомления о входе.`,
  },
  de: { title: 'Datenschutzerklärung', description: 'Welche Daten wir erheben und wie lange Ihre Einwilligung gilt.', markdown: `Ihre Einwilligung gilt für die Laufzeit der Kundenvereinbarung und ein Jahr danach. Wir verkaufen keine personenbezogenen Daten.\n\n${deNote}` },
  es: { title: 'Política de privacidad', description: 'Qué datos recopilamos y cuánto dura su consentimiento.', markdown: `Su consentimiento dura lo que dure el acuerdo de cliente y un año más. No vendemos datos personales.\n\n${esNote}` },
});

/** /cookies */
export const cookies = legal({
  en: {
    title: 'Cookie policy',
    description: 'The cookies and local storage the site uses, and how to clear them.',
    markdown: `## What we store in your browser
- **Session cookies** keep you signed in to the cabinet. They are marked HttpOnly and expire when your session ends.
- **Preferences** (language, theme, the side navigation's expanded state) are kept in local storage so the site looks the way you left it.
- **Deposit and withdrawal history** shown in the demo cabinet is kept in local storage on your device.

## What we do not do
We use no advertising or cross-site tracking cookies.

## Clearing stored data
Open [/clear-cache](/clear-cache) to remove everything the site stored in your browser, or clear site data in your browser settings.`,
  },
  ru: {
    title: 'Политика использования cookie',
    description: 'Какие cookie и данные локального хранилища использует сайт и как их удалить.',
    markdown: `## Что мы храним в браузере
- **Сессионные cookie** сохраняют вход в личный кабинет. Они помечены HttpOnly и удаляются по окончании сессии.
- **Настройки** (язык, тема, состояние боковой панели) хранятся в локальном хранилище, чтобы сайт выглядел так, как вы его оставили.
- **История пополнений и выводов** демо-кабинета хранится в локальном хранилище вашего устройства.

## Чего мы не делаем
Мы не используем рекламные cookie и cookie для отслеживания между сайтами.

## Как удалить данные
Откройте [/clear-cache](/clear-cache), чтобы удалить всё, что сайт сохранил в браузере, или очистите данные сайта в настройках браузера.`,
  },
  de: { title: 'Cookie-Richtlinie', description: 'Welche Cookies die Website verwendet.', markdown: `Wir verwenden Sitzungs-Cookies für die Anmeldung und lokalen Speicher für Ihre Einstellungen, aber keine Werbe-Cookies.\n\n${deNote}` },
  es: { title: 'Política de cookies', description: 'Qué cookies utiliza el sitio.', markdown: `Usamos cookies de sesión para iniciar sesión y almacenamiento local para sus preferencias, pero ninguna cookie publicitaria.\n\n${esNote}` },
});
