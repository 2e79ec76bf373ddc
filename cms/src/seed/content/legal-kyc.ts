import { legal } from './types';

const enKyc = `## Why we verify
Verification protects your account and is required by anti-money-laundering law. Without completed verification trading is limited and withdrawals are not processed.

## Who may be verified
You must be 18 or older (or the age of majority where you live, if higher). We do not serve residents of the United States. One person may hold one account only.

## Documents
- **Identity document** (passport or national ID): it must remain valid for at least 6 more months.
- **Proof of address** (utility bill or bank statement): issued less than 90 days ago.
- **Selfie** holding your identity document.
- **Payment card photo**, when you fund with a card: only the first six and the last four digits may be visible; cover the CVV.

Accepted formats: PDF, JPEG, JPG and PNG.

## Levels
- **Verification**: confirmed e-mail and phone; fiat limit 50,000 USD per day.
- **Verification Plus**: proof of address, identity document and selfie; fiat limit 2,000,000 USD per day.

## How long it takes
1 to 3 business days, up to 5 at peak times. If you change your phone number or e-mail address you must confirm it and verify again.`;

const ruKyc = `## Зачем нужна проверка
Верификация защищает ваш счёт и требуется законодательством о противодействии отмыванию денег. Без пройденной верификации торговля ограничена, а выводы не обрабатываются.

## Кто может пройти проверку
Вам должно быть 18 лет или больше (или возраст совершеннолетия в вашей стране, если он выше). Мы не обслуживаем резидентов США. Один человек может иметь только один счёт.

## Документы
- **Удостоверение личности** (паспорт или ID-карта): должно быть действительно ещё не менее 6 месяцев.
- **Подтверждение адреса** (счёт за коммунальные услуги или банковская выписка): выдано не более 90 дней назад.
- **Селфи** с документом в руке.
- **Фото банковской карты**, если вы пополняете счёт картой: видны только первые шесть и последние четыре цифры, код CVV закрыт.

Принимаются форматы PDF, JPEG, JPG и PNG.

## Уровни
- **Верификация**: подтверждённые e-mail и телефон; лимит в фиате 50 000 USD в день.
- **Верификация Plus**: подтверждение адреса, документ и селфи; лимит в фиате 2 000 000 USD в день.

## Сроки
От 1 до 3 рабочих дней, в периоды высокой нагрузки до 5. После смены телефона или e-mail их нужно подтвердить и пройти верификацию повторно.`;

/** /kyc and /legal/aml share the verification rules; /aml adds the monitoring duties. */
export const kyc = legal({
  en: { title: 'KYC policy', description: 'Identity verification: who may open an account and which documents we need.', markdown: enKyc },
  ru: { title: 'Политика KYC', description: 'Проверка личности: кто может открыть счёт и какие документы нужны.', markdown: ruKyc },
  de: { title: 'KYC-Richtlinie', description: 'Identitätsprüfung und benötigte Dokumente.', markdown: 'Ausweis mindestens 6 Monate gültig, Adressnachweis jünger als 90 Tage, Formate PDF, JPEG, JPG, PNG. Die Prüfung dauert 1 bis 3 Werktage.' },
  es: { title: 'Política KYC', description: 'Verificación de identidad y documentos necesarios.', markdown: 'Documento de identidad válido al menos 6 meses más, comprobante de domicilio de menos de 90 días, formatos PDF, JPEG, JPG, PNG. La verificación tarda de 1 a 3 días hábiles.' },
});

const enAml = `## Our commitment
We do not accept funds from illegal activity and we report suspicious transactions to the competent authorities.

## What we check
- every client's identity before withdrawals are processed (see the [KYC policy](/kyc));
- that deposits and withdrawals go to and come from accounts in the client's own name;
- unusual patterns: funds deposited and withdrawn without trading, many small deposits, third-party payments.

## What may happen
We may ask for the source of funds, suspend trading, cancel requests or block a profile while we check. If an account shows no trading activity within a month of funding, the deposit is refunded to the sender. If fewer than 5 independent trades were made before a withdrawal, an extra charge of 5% applies.

## Record keeping
Verification documents and transaction records are kept for as long as the law requires.`;

const ruAml = `## Наши обязательства
Мы не принимаем средства, полученные незаконным путём, и сообщаем о подозрительных операциях в уполномоченные органы.

## Что мы проверяем
- личность каждого клиента до обработки выводов (см. [политику KYC](/ru/kyc));
- что пополнения и выводы идут со счетов и на счета, оформленные на имя клиента;
- необычные операции: пополнение и вывод без торговли, много мелких пополнений, платежи третьих лиц.

## Что может произойти
Мы можем запросить источник средств, приостановить торговлю, отменить заявки или заблокировать профиль на время проверки. Если в течение месяца после пополнения по счёту не было торговой активности, средства возвращаются отправителю. Если до вывода было совершено меньше 5 независимых сделок, взимается дополнительная комиссия 5%.

## Хранение сведений
Документы верификации и сведения об операциях хранятся в течение срока, установленного законом.`;

export const aml = legal({
  en: { title: 'AML policy', description: 'How we prevent money laundering and what we may ask of you.', markdown: enAml },
  ru: { title: 'Политика AML', description: 'Как мы противодействуем отмыванию денег и что можем у вас запросить.', markdown: ruAml },
  de: { title: 'AML-Richtlinie', description: 'Wie wir Geldwäsche verhindern.', markdown: 'Wir prüfen die Identität jedes Kunden vor Auszahlungen und melden verdächtige Transaktionen. Die vollständige Fassung liegt auf Englisch vor.' },
  es: { title: 'Política AML', description: 'Cómo prevenimos el blanqueo de capitales.', markdown: 'Verificamos la identidad de cada cliente antes de procesar retiros y comunicamos las operaciones sospechosas. La versión completa está en inglés.' },
});

export const legalAml = legal({
  en: { title: 'AML and KYC rules', description: 'Anti-money-laundering and identity verification rules of the client agreement.', markdown: `${enAml}\n\n${enKyc}` },
  ru: { title: 'Правила AML и KYC', description: 'Правила противодействия отмыванию денег и проверки личности.', markdown: `${ruAml}\n\n${ruKyc}` },
  de: { title: 'AML- und KYC-Regeln', description: 'Regeln zur Geldwäscheprävention und Identitätsprüfung.', markdown: 'Identitätsprüfung vor Auszahlungen; ein Konto pro Person; nicht für Einwohner der USA. Die vollständige Fassung liegt auf Englisch vor.' },
  es: { title: 'Normas AML y KYC', description: 'Normas de prevención del blanqueo y verificación de identidad.', markdown: 'Verificación de identidad antes de los retiros; una cuenta por persona; no disponible para residentes de EE. UU. La versión completa está en inglés.' },
});
