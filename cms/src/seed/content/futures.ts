import { common, type PageSeed } from './types';

const riskEn = 'Futures are leveraged products: you can lose more than your initial margin quickly. Trade only if you understand how liquidation works.';
const riskRu = 'Фьючерсы — продукты с кредитным плечом: вы можете быстро потерять больше первоначальной маржи. Торгуйте, только если понимаете, как работает ликвидация.';

export const futures: PageSeed = {
  en: { title: 'Futures', description: 'Perpetual contracts settled in USDT or in crypto.', layout: [{ blockType: 'hero', heading: 'Futures', subheading: 'Choose how your contracts are settled.' }, { blockType: 'riskWarning', text: riskEn }, { blockType: 'services', items: [{ title: 'USDⓈ-M', text: 'Perpetual contracts settled in USDT.', href: '/futures/usd-m', linkLabel: 'Trade USDⓈ-M' }, { title: 'COIN-M', text: 'Contracts settled in cryptocurrency.', href: '/futures/coin-m', linkLabel: 'Trade COIN-M' }] }] },
  ru: { title: 'Фьючерсы', description: 'Бессрочные контракты с расчётом в USDT или в криптовалюте.', layout: [{ blockType: 'hero', heading: 'Фьючерсы', subheading: 'Выберите валюту расчёта контрактов.' }, { blockType: 'riskWarning', text: riskRu }, { blockType: 'services', items: [{ title: 'USDⓈ-M', text: 'Бессрочные контракты с расчётом в USDT.', href: '/futures/usd-m', linkLabel: 'Торговать USDⓈ-M' }, { title: 'COIN-M', text: 'Контракты с расчётом в криптовалюте.', href: '/futures/coin-m', linkLabel: 'Торговать COIN-M' }] }] },
  de: common('Futures', 'Perpetual-Kontrakte mit Abrechnung in USDT oder Krypto.', 'Futures', 'Wählen Sie die Abrechnungswährung.'),
  es: common('Futuros', 'Contratos perpetuos liquidados en USDT o cripto.', 'Futuros', 'Elija cómo se liquidan sus contratos.'),
};

const contract = (en: [string, string, string], ru: [string, string, string], de: string, es: string): PageSeed => ({
  en: { title: en[0], description: en[1], layout: [{ blockType: 'hero', heading: en[0], subheading: en[2] }, { blockType: 'riskWarning', text: riskEn }, { blockType: 'features', items: [{ title: 'Leverage up to 10x' }, { title: 'Funding every 8 hours' }, { title: 'Insurance fund protection', text: 'See /insurance-fund.' }] }, { blockType: 'widget', widget: 'tickerStrip', heading: 'Markets' }] },
  ru: { title: ru[0], description: ru[1], layout: [{ blockType: 'hero', heading: ru[0], subheading: ru[2] }, { blockType: 'riskWarning', text: riskRu }, { blockType: 'features', items: [{ title: 'Плечо до 10x' }, { title: 'Фандинг каждые 8 часов' }, { title: 'Защита страховым фондом', text: 'См. /insurance-fund.' }] }, { blockType: 'widget', widget: 'tickerStrip', heading: 'Рынки' }] },
  de: common(en[0], de, en[0], de),
  es: common(en[0], es, en[0], es),
});

export const futuresUsdM = contract(
  ['USDⓈ-M futures', 'Perpetual contracts margined and settled in USDT.', 'Profit and loss in USDT, one collateral for every pair.'],
  ['Фьючерсы USDⓈ-M', 'Бессрочные контракты с маржой и расчётом в USDT.', 'Прибыль и убыток в USDT, одно обеспечение для всех пар.'],
  'Perpetual-Kontrakte mit Abrechnung in USDT.',
  'Contratos perpetuos liquidados en USDT.',
);
export const futuresCoinM = contract(
  ['COIN-M futures', 'Contracts margined and settled in the underlying cryptocurrency.', 'Hold BTC or ETH as margin and settle in the coin itself.'],
  ['Фьючерсы COIN-M', 'Контракты с маржой и расчётом в базовой криптовалюте.', 'Используйте BTC или ETH как маржу и получайте расчёт в самой монете.'],
  'Kontrakte mit Abrechnung in Kryptowährung.',
  'Contratos liquidados en criptomoneda.',
);
