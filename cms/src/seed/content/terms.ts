import type { Locale } from '../../locales';
import type { SeedBlock } from './types';

const en = `## 1. Who may open an account
You must be at least 18 years old, or the age of majority where you live if that is higher. The service is not offered to residents of the United States. Each person may hold one account only.

## 2. Identity verification
An identity document must remain valid for at least 6 more months. Proof of address must be less than 90 days old. Photos of a payment card must show only the first six and the last four digits, with the CVV covered. We accept PDF, JPEG, JPG and PNG files. Verification takes 1 to 3 business days (up to 5 at peak times). Without completed verification trading is limited and withdrawals are not processed. After you change your phone number or e-mail address you must confirm it and verify again.

## 3. Trading
The minimum duration of a manual trade is 3 minutes. A position may be held for at most 21 days. Spot trading fees start at 0.1% (maker and taker 0.1%). Leverage is available up to 10x.

## 4. Deposits and withdrawals
The minimum withdrawal is 50 USD. Withdrawals are processed within 24 hours on business days; a cooldown applies after each withdrawal. Funds are paid only to addresses on your withdrawal whitelist. If fewer than 5 independent trades were made before a withdrawal, an extra charge of 5% applies. If an account shows no trading activity within a month of funding, the deposit is refunded to the sender.

## 5. Inactive accounts
From the 91st day without activity an inactivity charge of up to 5% of the balance, and at least 25 USD per month, applies.

## 6. Bonuses
A deposit bonus can be withdrawn after the trading volume required per 1,000 USD of bonus has been reached.

## 7. Our rights
We may block a profile, suspend trading or cancel requests where these terms are broken or the law requires it.`;

const ru = `## 1. Кто может открыть счёт
Вам должно быть не менее 18 лет или больше, если в вашей стране совершеннолетие наступает позже. Услуги не предоставляются резидентам США. Один человек может иметь только один счёт.

## 2. Проверка личности
Документ, удостоверяющий личность, должен быть действителен ещё не менее 6 месяцев. Подтверждение адреса должно быть выдано не более 90 дней назад. На фото банковской карты должны быть видны только первые шесть и последние четыре цифры, код CVV закрыт. Принимаются файлы PDF, JPEG, JPG и PNG. Проверка занимает от 1 до 3 рабочих дней (до 5 в периоды высокой нагрузки). Без пройденной верификации торговля ограничена, а выводы не обрабатываются. После смены телефона или e-mail их нужно подтвердить и пройти верификацию повторно.

## 3. Торговля
Минимальная длительность ручной сделки — 3 минуты. Позицию можно удерживать не более 21 дня. Торговые комиссии на споте — от 0,1% (мейкер и тейкер 0,1%). Кредитное плечо — до 10x.

## 4. Пополнение и вывод
Минимальная сумма вывода — 50 USD. Выводы обрабатываются в течение 24 часов в рабочие дни; после каждого вывода действует период ожидания. Средства выплачиваются только на адреса из вашего белого списка. Если до вывода было совершено меньше 5 независимых сделок, взимается дополнительная комиссия 5%. Если в течение месяца после пополнения по счёту не было торговой активности, средства возвращаются отправителю.

## 5. Неактивные счета
С 91-го дня без активности взимается плата за неактивность до 5% баланса, но не менее 25 USD в месяц.

## 6. Бонусы
Бонус на депозит можно вывести после выполнения требуемого торгового оборота на каждые 1 000 USD бонуса.

## 7. Наши права
Мы можем заблокировать профиль, приостановить торговлю или отменить заявки при нарушении этих условий или по требованию закона.`;

const de = `## 1. Wer ein Konto eröffnen darf
Sie müssen mindestens 18 Jahre alt sein oder, falls in Ihrem Land später, volljährig. Einwohnern der Vereinigten Staaten wird der Dienst nicht angeboten. Jede Person darf nur ein Konto führen.

## 2. Identitätsprüfung
Ein Ausweisdokument muss noch mindestens 6 Monate gültig sein. Ein Adressnachweis darf höchstens 90 Tage alt sein. Auf Fotos einer Zahlungskarte dürfen nur die ersten sechs und die letzten vier Ziffern sichtbar sein, die Prüfziffer (CVV) muss abgedeckt sein. Wir akzeptieren Dateien im Format PDF, JPEG, JPG und PNG. Die Prüfung dauert 1 bis 3 Werktage (in Spitzenzeiten bis zu 5). Solange die Verifizierung nicht abgeschlossen ist, ist der Handel eingeschränkt und Auszahlungen werden nicht bearbeitet. Nach einer Änderung Ihrer Telefonnummer oder E-Mail-Adresse müssen Sie diese bestätigen und sich erneut verifizieren.

## 3. Handel
Ein manuell eröffneter Trade muss mindestens 3 Minuten offen bleiben. Eine Position kann höchstens 21 Tage gehalten werden. Die Gebühren im Spothandel beginnen bei 0,1 % (Maker und Taker je 0,1 %). Es steht ein Hebel von bis zu 10x zur Verfügung.

## 4. Ein- und Auszahlungen
Die Mindestauszahlung beträgt 50 USD. Auszahlungen werden an Werktagen innerhalb von 24 Stunden bearbeitet; nach jeder Auszahlung gilt eine Wartezeit. Gelder werden ausschließlich an Adressen auf Ihrer Auszahlungs-Whitelist überwiesen. Wurden vor einer Auszahlung weniger als 5 unabhängige Trades ausgeführt, fällt eine zusätzliche Gebühr von 5 % an. Zeigt ein Konto innerhalb eines Monats nach der Einzahlung keine Handelsaktivität, wird die Einzahlung an den Absender zurückerstattet.

## 5. Inaktive Konten
Ab dem 91. Tag ohne Aktivität wird eine Inaktivitätsgebühr von bis zu 5 % des Guthabens, mindestens jedoch 25 USD pro Monat, erhoben.

## 6. Boni
Ein Einzahlungsbonus kann ausgezahlt werden, sobald das geforderte Handelsvolumen je 1.000 USD Bonus erreicht ist.

## 7. Unsere Rechte
Wir können ein Profil sperren, den Handel aussetzen oder Aufträge stornieren, wenn gegen diese Bedingungen verstoßen wird oder das Gesetz es verlangt.`;

const es = `## 1. Quién puede abrir una cuenta
Debe tener al menos 18 años o, si es mayor, la edad que marque la mayoría de edad en su país de residencia. El servicio no se ofrece a residentes de Estados Unidos. Cada persona puede tener una sola cuenta.

## 2. Verificación de identidad
El documento de identidad debe seguir siendo válido durante al menos 6 meses más. El justificante de domicilio debe tener menos de 90 días de antigüedad. En las fotos de una tarjeta de pago solo deben verse los seis primeros y los cuatro últimos dígitos, con el código CVV tapado. Aceptamos archivos PDF, JPEG, JPG y PNG. La verificación tarda de 1 a 3 días hábiles (hasta 5 en periodos de mucha demanda). Mientras la verificación no esté completa, el trading está limitado y los retiros no se procesan. Si cambia su número de teléfono o su correo electrónico, deberá confirmarlo y verificarse de nuevo.

## 3. Trading
La duración mínima de una operación manual es de 3 minutos. Una posición puede mantenerse como máximo 21 días. Las comisiones del trading spot parten del 0,1 % (maker y taker, 0,1 %). El apalancamiento disponible llega hasta 10x.

## 4. Depósitos y retiros
El retiro mínimo es de 50 USD. Los retiros se procesan en un plazo de 24 horas en días hábiles; tras cada retiro se aplica un periodo de espera. Los fondos solo se envían a direcciones de su lista blanca de retiro. Si antes de un retiro se han realizado menos de 5 operaciones independientes, se aplica un cargo adicional del 5 %. Si una cuenta no registra actividad de trading en el mes siguiente a su depósito, este se devuelve al remitente.

## 5. Cuentas inactivas
A partir del día 91 sin actividad se aplica un cargo por inactividad de hasta el 5 % del saldo, con un mínimo de 25 USD al mes.

## 6. Bonos
Un bono de depósito puede retirarse una vez alcanzado el volumen de trading exigido por cada 1.000 USD de bono.

## 7. Nuestros derechos
Podemos bloquear un perfil, suspender el trading o cancelar solicitudes cuando se incumplan estas condiciones o lo exija la ley.`;

const titles: Record<Locale, [string, string]> = {
  en: ['Terms of use', 'The rules for opening and using a trading account.'],
  ru: ['Условия использования', 'Правила открытия и использования торгового счёта.'],
  de: ['Nutzungsbedingungen', 'Die Regeln für die Eröffnung und Nutzung eines Handelskontos.'],
  es: ['Términos de uso', 'Las reglas para abrir y usar una cuenta de trading.'],
};

const bodies: Record<Locale, string> = { en, ru, de, es };

/** The terms page (legal route /terms) in four languages: the broker's policy rules. */
export const terms = Object.fromEntries(
  (Object.keys(bodies) as Locale[]).map((locale) => [
    locale,
    {
      title: titles[locale][0],
      description: titles[locale][1],
      layout: [{ blockType: 'richText', markdown: bodies[locale] }] satisfies SeedBlock[],
    },
  ]),
) as Record<Locale, { title: string; description: string; layout: SeedBlock[] }>;
