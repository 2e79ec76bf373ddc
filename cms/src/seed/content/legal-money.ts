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

const deWithdrawal = `## Mindestbetrag und Bearbeitungszeit
Die Mindestauszahlung beträgt 50 USD. Auszahlungen werden an Werktagen innerhalb von 24 Stunden bearbeitet. Nach jeder Auszahlung gilt eine Wartezeit, bevor Sie die nächste beantragen können.

## Wohin Gelder gehen können
Gelder werden nur an Adressen auf Ihrer Auszahlungs-Whitelist überwiesen, und zwar in einem Netzwerk, das die Empfängeradresse unterstützt: In einem nicht unterstützten Netzwerk gesendete Gelder können verloren gehen.

## Netzwerkgebühren
- **Tron (TRC20)**: Gebühr 1 USDT, mindestens 2 USDT, höchstens 2.000.000 USDT, etwa 1 Minute.
- **BNB Smart Chain (BEP20)**: Gebühr 0,5 USDT, mindestens 2 USDT, höchstens 1.000.000 USDT, etwa 5 Minuten.

## Zusätzliche Gebühren
- Wurden vor einer Auszahlung weniger als 5 unabhängige Trades ausgeführt, fällt eine zusätzliche Gebühr von 5 % an.
- Zeigt ein Konto innerhalb eines Monats nach der Einzahlung keine Handelsaktivität, wird die Einzahlung an den Absender zurückerstattet, statt an eine andere Adresse ausgezahlt zu werden.
- Ab dem 91. Tag ohne Aktivität wird eine Inaktivitätsgebühr von bis zu 5 % des Guthabens, mindestens jedoch 25 USD pro Monat, erhoben.

## Boni
Ein Einzahlungsbonus kann ausgezahlt werden, sobald das geforderte Handelsvolumen je 1.000 USD Bonus erreicht ist.

## Verifizierung
Auszahlungen werden erst bearbeitet, wenn die Verifizierung abgeschlossen ist.`;

const esWithdrawal = `## Importe mínimo y plazos
El retiro mínimo es de 50 USD. Los retiros se procesan en un plazo de 24 horas en días hábiles. Tras cada retiro se aplica un periodo de espera antes de poder solicitar el siguiente.

## Adónde pueden enviarse los fondos
Los fondos solo se envían a direcciones de su lista blanca de retiro y en una red compatible con la dirección de destino: los fondos enviados por una red no compatible pueden perderse.

## Comisiones de red
- **Tron (TRC20)**: comisión de 1 USDT, mínimo 2 USDT, máximo 2.000.000 USDT, alrededor de 1 minuto.
- **BNB Smart Chain (BEP20)**: comisión de 0,5 USDT, mínimo 2 USDT, máximo 1.000.000 USDT, unos 5 minutos.

## Cargos adicionales
- Si antes de un retiro se han realizado menos de 5 operaciones independientes, se aplica un cargo adicional del 5 %.
- Si una cuenta no registra actividad de trading en el mes siguiente a su depósito, este se devuelve al remitente en lugar de pagarse a otra dirección.
- A partir del día 91 sin actividad se aplica un cargo por inactividad de hasta el 5 % del saldo, con un mínimo de 25 USD al mes.

## Bonos
Un bono de depósito puede retirarse una vez alcanzado el volumen de trading exigido por cada 1.000 USD de bono.

## Verificación
Los retiros no se procesan hasta que la verificación esté completa.`;

const withdrawal = legal({
  en: {
    title: 'Withdrawal policy',
    description: 'Minimum amount, processing times, network fees and extra charges for withdrawals.',
    markdown: enWithdrawal,
  },
  ru: {
    title: 'Политика вывода средств',
    description: 'Минимальная сумма, сроки, комиссии сетей и дополнительные сборы при выводе.',
    markdown: ruWithdrawal,
  },
  de: {
    title: 'Auszahlungsrichtlinie',
    description: 'Mindestbetrag, Bearbeitungszeiten, Netzwerkgebühren und zusätzliche Gebühren bei Auszahlungen.',
    markdown: deWithdrawal,
  },
  es: {
    title: 'Política de retiros',
    description: 'Importe mínimo, plazos, comisiones de red y cargos adicionales de los retiros.',
    markdown: esWithdrawal,
  },
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

const deRisk = `## Der Handel ist mit Risiken verbunden
Die Kurse von Kryptowährungen, Devisen, Aktien und Metallen können stark schwanken. Sie können Ihr gesamtes eingezahltes Geld verlieren. Handeln Sie nur mit Geld, dessen Verlust Sie verkraften können.

## Hebel
Ein Hebel von bis zu 10x (1:500 bei Forex) vervielfacht Gewinne und Verluste gleichermaßen. Schon eine kleine Kursbewegung gegen Sie kann Ihre Position schließen.

## Positionen und Trades
Ein manuell eröffneter Trade muss mindestens 3 Minuten offen bleiben, und eine Position kann höchstens 21 Tage gehalten werden. Frühere Wertentwicklungen, Zahlen auf dieser Website und Analyseberichte sind keine Garantie für künftige Ergebnisse.

## Technik
Marktdaten können verzögert eintreffen oder ausfallen. In schnellen Märkten können Orders zu einem anderen als dem erwarteten Kurs ausgeführt werden.

## Nicht für jeden geeignet
Der Dienst richtet sich ausschließlich an Volljährige (18+) und wird Einwohnern der Vereinigten Staaten nicht angeboten.`;

const esRisk = `## El trading implica riesgos
Los precios de las criptomonedas, las divisas, las acciones y los metales pueden moverse bruscamente. Puede perder todo el dinero que deposite. Opere solo con dinero que pueda permitirse perder.

## Apalancamiento
Un apalancamiento de hasta 10x (1:500 en forex) multiplica por igual las ganancias y las pérdidas. Un pequeño movimiento del precio en su contra puede cerrar su posición.

## Posiciones y operaciones
La duración mínima de una operación manual es de 3 minutos y una posición puede mantenerse como máximo 21 días. La rentabilidad pasada, las cifras de este sitio y los informes de análisis no garantizan resultados futuros.

## Tecnología
Los datos de mercado pueden llegar con retraso o interrumpirse. En mercados rápidos, las órdenes pueden ejecutarse a un precio distinto del esperado.

## No apto para todos
El servicio está dirigido exclusivamente a mayores de edad (18+) y no se ofrece a residentes de Estados Unidos.`;

const risk = legal({
  en: { title: 'Risk disclosure', description: 'The risks of trading with and without leverage.', markdown: enRisk },
  ru: { title: 'Раскрытие рисков', description: 'Риски торговли с кредитным плечом и без него.', markdown: ruRisk },
  de: { title: 'Risikohinweis', description: 'Die Risiken des Handels mit und ohne Hebel.', markdown: deRisk },
  es: { title: 'Advertencia de riesgos', description: 'Los riesgos de operar con y sin apalancamiento.', markdown: esRisk },
});

export const riskDisclosure = risk;
export const legalRisk = risk;
