import { legal } from './types';

const enWithdrawal = `## Minimum and processing time
The minimum withdrawal is 50 USD. Withdrawals are processed within 24 hours on business days. A cooldown applies after each withdrawal before the next one can be requested.

## Where funds can go
Funds are paid only to addresses on your withdrawal whitelist, on a network the receiving address supports: funds sent on an unsupported network may be lost.

## Network fees
- **Tron (TRC20)**: fee 1 USDT, minimum 2 USDT, maximum 2,000,000 USDT, about 1 minute.
- **BNB Smart Chain (BEP20)**: fee 0.5 USDT, minimum 2 USDT, maximum 1,000,000 USDT, about 5 minutes.

## Extra charges
- If fewer than 5 independent trades were made before a withdrawal, an extra charge of 5% applies.
- If an account shows no trading activity within a month of funding, the deposit is refunded to the sender instead of being paid out elsewhere.
- From the 91st day without activity an inactivity charge of up to 5% of the balance, at least 25 USD per month, applies.

## Bonuses
A deposit bonus can be withdrawn once the trading volume required per 1,000 USD of bonus has been reached.

## Verification
Withdrawals are not processed until verification is complete.`;

const ruWithdrawal = `## Минимум и сроки
Минимальная сумма вывода — 50 USD. Выводы обрабатываются в течение 24 часов в рабочие дни. После каждого вывода действует период ожидания, прежде чем можно запросить следующий.

## Куда можно вывести
Средства выплачиваются только на адреса из вашего белого списка и в сети, которую поддерживает адрес получателя: средства, отправленные в неподдерживаемой сети, могут быть потеряны.

## Комиссии сетей
- **Tron (TRC20)**: комиссия 1 USDT, минимум 2 USDT, максимум 2 000 000 USDT, около 1 минуты.
- **BNB Smart Chain (BEP20)**: комиссия 0,5 USDT, минимум 2 USDT, максимум 1 000 000 USDT, около 5 минут.

## Дополнительные сборы
- Если до вывода было совершено меньше 5 независимых сделок, взимается дополнительная комиссия 5%.
- Если в течение месяца после пополнения по счёту не было торговой активности, средства возвращаются отправителю.
- С 91-го дня без активности взимается плата за неактивность до 5% баланса, но не менее 25 USD в месяц.

## Бонусы
Бонус на депозит можно вывести после выполнения требуемого торгового оборота на каждые 1 000 USD бонуса.

## Верификация
Выводы не обрабатываются, пока не пройдена верификация.`;

const withdrawal = legal({
  en: { title: 'Withdrawal policy', description: 'Minimum amount, processing times, network fees and extra charges for withdrawals.', markdown: enWithdrawal },
  ru: { title: 'Политика вывода средств', description: 'Минимальная сумма, сроки, комиссии сетей и дополнительные сборы при выводе.', markdown: ruWithdrawal },
  de: { title: 'Auszahlungsrichtlinie', description: 'Mindestbetrag, Bearbeitungszeit und Gebühren.', markdown: 'Mindestauszahlung 50 USD, Bearbeitung an Werktagen innerhalb von 24 Stunden, nur an Adressen auf Ihrer Whitelist. Die vollständige Fassung liegt auf Englisch vor.' },
  es: { title: 'Política de retiros', description: 'Importe mínimo, plazos y comisiones.', markdown: 'Retiro mínimo de 50 USD, procesado en 24 horas en días hábiles, solo a direcciones de su lista blanca. La versión completa está en inglés.' },
});

/** /refund-policy is labelled "withdrawal" in the menu; /legal/withdrawal is the same text. */
export const refundPolicy = withdrawal;
export const legalWithdrawal = withdrawal;

const enRisk = `## Trading involves risk
Prices of cryptocurrencies, currencies, stocks and metals can move sharply. You can lose all the money you deposit. Trade only with money you can afford to lose.

## Leverage
Leverage up to 10x (1:500 on forex) multiplies gains and losses alike. A small price move against you can close your position.

## Positions and trades
The minimum duration of a manual trade is 3 minutes and a position may be held for at most 21 days. Past performance, figures on this site and research reports do not guarantee future results.

## Technology
Market data may be delayed or interrupted. Orders may be executed at a different price than expected in fast markets.

## Not for everyone
The service is for adults (18+) only and is not offered to residents of the United States.`;

const ruRisk = `## Торговля связана с риском
Цены криптовалют, валют, акций и металлов могут резко меняться. Вы можете потерять все внесённые средства. Торгуйте только теми деньгами, потерю которых можете себе позволить.

## Кредитное плечо
Плечо до 10x (1:500 на форексе) одинаково увеличивает и прибыль, и убытки. Небольшое движение цены против вас может закрыть позицию.

## Позиции и сделки
Минимальная длительность ручной сделки — 3 минуты, позицию можно удерживать не более 21 дня. Прошлые результаты, цифры на сайте и аналитика не гарантируют будущих результатов.

## Технологии
Рыночные данные могут поступать с задержкой или прерываться. На быстром рынке заявка может быть исполнена по цене, отличной от ожидаемой.

## Не для всех
Услуги предназначены только для совершеннолетних (18+) и не предоставляются резидентам США.`;

const risk = legal({
  en: { title: 'Risk disclosure', description: 'The risks of trading with and without leverage.', markdown: enRisk },
  ru: { title: 'Раскрытие рисков', description: 'Риски торговли с кредитным плечом и без него.', markdown: ruRisk },
  de: { title: 'Risikohinweis', description: 'Die Risiken des Handels.', markdown: 'Sie können Ihr gesamtes eingezahltes Geld verlieren. Hebel bis 10x vervielfacht Gewinne und Verluste. Die vollständige Fassung liegt auf Englisch vor.' },
  es: { title: 'Divulgación de riesgos', description: 'Los riesgos del trading.', markdown: 'Puede perder todo el dinero depositado. El apalancamiento de hasta 10x multiplica ganancias y pérdidas. La versión completa está en inglés.' },
});

export const riskDisclosure = risk;
export const legalRisk = risk;
