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
const deKyc = `## Warum wir verifizieren
Die Verifizierung schützt Ihr Konto und ist nach dem Geldwäschegesetz vorgeschrieben. Solange sie nicht abgeschlossen ist, ist der Handel eingeschränkt und Auszahlungen werden nicht bearbeitet.

## Wer sich verifizieren kann
Sie müssen mindestens 18 Jahre alt sein (oder volljährig nach dem Recht Ihres Wohnsitzlandes, falls dieses Alter höher ist). Einwohner der Vereinigten Staaten betreuen wir nicht. Jede Person darf nur ein Konto führen.

## Unterlagen
- **Ausweisdokument** (Reisepass oder Personalausweis): muss noch mindestens 6 Monate gültig sein.
- **Adressnachweis** (Versorgerrechnung oder Kontoauszug): höchstens 90 Tage alt.
- **Selfie** mit Ihrem Ausweisdokument in der Hand.
- **Foto der Zahlungskarte**, wenn Sie per Karte einzahlen: Nur die ersten sechs und die letzten vier Ziffern dürfen sichtbar sein; decken Sie die Prüfziffer (CVV) ab.

Akzeptierte Formate: PDF, JPEG, JPG und PNG.

## Stufen
- **Verifizierung**: bestätigte E-Mail-Adresse und Telefonnummer; Fiat-Limit 50.000 USD pro Tag.
- **Verifizierung Plus**: Adressnachweis, Ausweisdokument und Selfie; Fiat-Limit 2.000.000 USD pro Tag.

## Wie lange es dauert
1 bis 3 Werktage, in Spitzenzeiten bis zu 5. Wenn Sie Ihre Telefonnummer oder E-Mail-Adresse ändern, müssen Sie diese bestätigen und sich erneut verifizieren.`;

const esKyc = `## Por qué verificamos
La verificación protege su cuenta y la exige la normativa contra el blanqueo de capitales. Mientras no esté completa, el trading está limitado y los retiros no se procesan.

## Quién puede verificarse
Debe tener 18 años o más (o la mayoría de edad de su país de residencia, si es superior). No prestamos servicio a residentes de Estados Unidos. Cada persona puede tener una sola cuenta.

## Documentos
- **Documento de identidad** (pasaporte o DNI): debe seguir siendo válido al menos 6 meses más.
- **Justificante de domicilio** (factura de suministros o extracto bancario): emitido hace menos de 90 días.
- **Selfi** sosteniendo su documento de identidad.
- **Foto de la tarjeta de pago**, si deposita con tarjeta: solo pueden verse los seis primeros y los cuatro últimos dígitos; tape el código CVV.

Formatos aceptados: PDF, JPEG, JPG y PNG.

## Niveles
- **Verificación**: correo electrónico y teléfono confirmados; límite en fiat de 50.000 USD al día.
- **Verificación Plus**: justificante de domicilio, documento de identidad y selfi; límite en fiat de 2.000.000 USD al día.

## Cuánto tarda
De 1 a 3 días hábiles, hasta 5 en periodos de mucha demanda. Si cambia su número de teléfono o su correo electrónico, deberá confirmarlo y verificarse de nuevo.`;

export const kyc = legal({
  en: { title: 'KYC policy', description: 'Identity verification: who may open an account and which documents we need.', markdown: enKyc },
  ru: { title: 'Политика KYC', description: 'Проверка личности: кто может открыть счёт и какие документы нужны.', markdown: ruKyc },
  de: {
    title: 'KYC-Richtlinie',
    description: 'Identitätsprüfung: wer ein Konto eröffnen kann und welche Unterlagen nötig sind.',
    markdown: deKyc,
  },
  es: {
    title: 'Política KYC',
    description: 'Verificación de identidad: quién puede abrir una cuenta y qué documentos se necesitan.',
    markdown: esKyc,
  },
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

const deAml = `## Unsere Verpflichtung
Wir nehmen keine Gelder aus illegalen Aktivitäten an und melden verdächtige Transaktionen den zuständigen Behörden.

## Was wir prüfen
- die Identität jedes Kunden, bevor Auszahlungen bearbeitet werden (siehe [KYC-Richtlinie](/de/kyc));
- dass Ein- und Auszahlungen von und zu Konten auf den eigenen Namen des Kunden erfolgen;
- ungewöhnliche Muster: Gelder, die ohne Handel ein- und wieder ausgezahlt werden, viele kleine Einzahlungen, Zahlungen Dritter.

## Was geschehen kann
Während unserer Prüfung können wir einen Nachweis über die Herkunft der Mittel verlangen, den Handel aussetzen, Aufträge stornieren oder ein Profil sperren. Zeigt ein Konto innerhalb eines Monats nach der Einzahlung keine Handelsaktivität, wird die Einzahlung an den Absender zurückerstattet. Wurden vor einer Auszahlung weniger als 5 unabhängige Trades ausgeführt, fällt eine zusätzliche Gebühr von 5 % an.

## Aufbewahrung
Verifizierungsunterlagen und Transaktionsdaten bewahren wir so lange auf, wie es das Gesetz vorschreibt.`;

const esAml = `## Nuestro compromiso
No aceptamos fondos procedentes de actividades ilícitas y comunicamos las operaciones sospechosas a las autoridades competentes.

## Qué comprobamos
- la identidad de cada cliente antes de procesar los retiros (consulte la [política KYC](/es/kyc));
- que los depósitos y retiros procedan de cuentas a nombre del propio cliente y vayan a ellas;
- patrones inusuales: fondos depositados y retirados sin operar, muchos depósitos pequeños, pagos de terceros.

## Qué puede ocurrir
Mientras revisamos, podemos solicitar el origen de los fondos, suspender el trading, cancelar solicitudes o bloquear un perfil. Si una cuenta no registra actividad de trading en el mes siguiente a su depósito, este se devuelve al remitente. Si antes de un retiro se han realizado menos de 5 operaciones independientes, se aplica un cargo adicional del 5 %.

## Conservación de registros
Conservamos los documentos de verificación y los registros de operaciones durante el plazo que exija la ley.`;

export const aml = legal({
  en: { title: 'AML policy', description: 'How we prevent money laundering and what we may ask of you.', markdown: enAml },
  ru: { title: 'Политика AML', description: 'Как мы противодействуем отмыванию денег и что можем у вас запросить.', markdown: ruAml },
  de: {
    title: 'AML-Richtlinie',
    description: 'Wie wir Geldwäsche verhindern und welche Angaben wir von Ihnen verlangen können.',
    markdown: deAml,
  },
  es: { title: 'Política AML', description: 'Cómo prevenimos el blanqueo de capitales y qué podemos pedirle.', markdown: esAml },
});

export const legalAml = legal({
  en: {
    title: 'AML and KYC rules',
    description: 'Anti-money-laundering and identity verification rules of the client agreement.',
    markdown: `${enAml}\n\n${enKyc}`,
  },
  ru: {
    title: 'Правила AML и KYC',
    description: 'Правила противодействия отмыванию денег и проверки личности.',
    markdown: `${ruAml}\n\n${ruKyc}`,
  },
  de: {
    title: 'AML- und KYC-Regeln',
    description: 'Die Regeln der Kundenvereinbarung zur Geldwäscheprävention und Identitätsprüfung.',
    markdown: `${deAml}\n\n${deKyc}`,
  },
  es: {
    title: 'Normas AML y KYC',
    description: 'Las normas del acuerdo de cliente sobre prevención del blanqueo y verificación de identidad.',
    markdown: `${esAml}\n\n${esKyc}`,
  },
});
