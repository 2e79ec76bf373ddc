import type { PageSeed } from './types';

const riskEn =
  'Futures are leveraged products: you can lose more than your initial margin quickly. Trade only if you understand how liquidation works.';
const riskRu =
  'Фьючерсы — продукты с кредитным плечом: вы можете быстро потерять больше первоначальной маржи. Торгуйте, только если понимаете, как работает ликвидация.';
const riskDe =
  'Futures sind gehebelte Produkte: Sie können schnell mehr als Ihre anfängliche Margin verlieren. Handeln Sie nur, wenn Sie verstehen, wie eine Liquidation abläuft.';
const riskEs =
  'Los futuros son productos apalancados: puede perder rápidamente más que su margen inicial. Opere solo si entiende cómo funciona la liquidación.';

export const futures: PageSeed = {
  en: {
    title: 'Futures',
    description: 'Perpetual contracts settled in USDT or in crypto.',
    layout: [
      { blockType: 'hero', heading: 'Futures', subheading: 'Choose how your contracts are settled.' },
      { blockType: 'riskWarning', text: riskEn },
      {
        blockType: 'services',
        items: [
          { title: 'USDⓈ-M', text: 'Perpetual contracts settled in USDT.', href: '/futures/usd-m', linkLabel: 'Trade USDⓈ-M' },
          { title: 'COIN-M', text: 'Contracts settled in cryptocurrency.', href: '/futures/coin-m', linkLabel: 'Trade COIN-M' },
        ],
      },
    ],
  },
  ru: {
    title: 'Фьючерсы',
    description: 'Бессрочные контракты с расчётом в USDT или в криптовалюте.',
    layout: [
      { blockType: 'hero', heading: 'Фьючерсы', subheading: 'Выберите валюту расчёта контрактов.' },
      { blockType: 'riskWarning', text: riskRu },
      {
        blockType: 'services',
        items: [
          { title: 'USDⓈ-M', text: 'Бессрочные контракты с расчётом в USDT.', href: '/futures/usd-m', linkLabel: 'Торговать USDⓈ-M' },
          { title: 'COIN-M', text: 'Контракты с расчётом в криптовалюте.', href: '/futures/coin-m', linkLabel: 'Торговать COIN-M' },
        ],
      },
    ],
  },
  de: {
    title: 'Futures',
    description: 'Perpetual-Kontrakte mit Abrechnung in USDT oder in Kryptowährung.',
    layout: [
      { blockType: 'hero', heading: 'Futures', subheading: 'Wählen Sie, in welcher Währung Ihre Kontrakte abgerechnet werden.' },
      { blockType: 'riskWarning', text: riskDe },
      {
        blockType: 'services',
        items: [
          { title: 'USDⓈ-M', text: 'Perpetual-Kontrakte mit Abrechnung in USDT.', href: '/futures/usd-m', linkLabel: 'USDⓈ-M handeln' },
          { title: 'COIN-M', text: 'Kontrakte mit Abrechnung in Kryptowährung.', href: '/futures/coin-m', linkLabel: 'COIN-M handeln' },
        ],
      },
    ],
  },
  es: {
    title: 'Futuros',
    description: 'Contratos perpetuos liquidados en USDT o en criptomoneda.',
    layout: [
      { blockType: 'hero', heading: 'Futuros', subheading: 'Elija en qué moneda se liquidan sus contratos.' },
      { blockType: 'riskWarning', text: riskEs },
      {
        blockType: 'services',
        items: [
          { title: 'USDⓈ-M', text: 'Contratos perpetuos liquidados en USDT.', href: '/futures/usd-m', linkLabel: 'Operar USDⓈ-M' },
          { title: 'COIN-M', text: 'Contratos liquidados en criptomoneda.', href: '/futures/coin-m', linkLabel: 'Operar COIN-M' },
        ],
      },
    ],
  },
};

type Texts = [title: string, description: string, subheading: string];

const contract = (en: Texts, ru: Texts, de: Texts, es: Texts): PageSeed => ({
  en: {
    title: en[0],
    description: en[1],
    layout: [
      { blockType: 'hero', heading: en[0], subheading: en[2] },
      { blockType: 'riskWarning', text: riskEn },
      {
        blockType: 'features',
        items: [
          { title: 'Leverage up to 10x' },
          { title: 'Funding every 8 hours' },
          { title: 'Insurance fund protection', text: 'See /insurance-fund.' },
        ],
      },
      { blockType: 'widget', widget: 'tickerStrip', heading: 'Markets' },
    ],
  },
  ru: {
    title: ru[0],
    description: ru[1],
    layout: [
      { blockType: 'hero', heading: ru[0], subheading: ru[2] },
      { blockType: 'riskWarning', text: riskRu },
      {
        blockType: 'features',
        items: [
          { title: 'Плечо до 10x' },
          { title: 'Фандинг каждые 8 часов' },
          { title: 'Защита страховым фондом', text: 'См. /insurance-fund.' },
        ],
      },
      { blockType: 'widget', widget: 'tickerStrip', heading: 'Рынки' },
    ],
  },
  de: {
    title: de[0],
    description: de[1],
    layout: [
      { blockType: 'hero', heading: de[0], subheading: de[2] },
      { blockType: 'riskWarning', text: riskDe },
      {
        blockType: 'features',
        items: [
          { title: 'Hebel bis 10x' },
          { title: 'Funding alle 8 Stunden' },
          { title: 'Absicherung durch den Versicherungsfonds', text: 'Mehr dazu unter /insurance-fund.' },
        ],
      },
      { blockType: 'widget', widget: 'tickerStrip', heading: 'Märkte' },
    ],
  },
  es: {
    title: es[0],
    description: es[1],
    layout: [
      { blockType: 'hero', heading: es[0], subheading: es[2] },
      { blockType: 'riskWarning', text: riskEs },
      {
        blockType: 'features',
        items: [
          { title: 'Apalancamiento hasta 10x' },
          { title: 'Financiación cada 8 horas' },
          { title: 'Protección del fondo de seguro', text: 'Más información en /insurance-fund.' },
        ],
      },
      { blockType: 'widget', widget: 'tickerStrip', heading: 'Mercados' },
    ],
  },
});

export const futuresUsdM = contract(
  ['USDⓈ-M futures', 'Perpetual contracts margined and settled in USDT.', 'Profit and loss in USDT, one collateral for every pair.'],
  ['Фьючерсы USDⓈ-M', 'Бессрочные контракты с маржой и расчётом в USDT.', 'Прибыль и убыток в USDT, одно обеспечение для всех пар.'],
  [
    'USDⓈ-M-Futures',
    'Perpetual-Kontrakte mit Margin und Abrechnung in USDT.',
    'Gewinn und Verlust in USDT, eine Sicherheit für alle Paare.',
  ],
  [
    'Futuros USDⓈ-M',
    'Contratos perpetuos con margen y liquidación en USDT.',
    'Ganancias y pérdidas en USDT, una única garantía para todos los pares.',
  ],
);
export const futuresCoinM = contract(
  [
    'COIN-M futures',
    'Contracts margined and settled in the underlying cryptocurrency.',
    'Hold BTC or ETH as margin and settle in the coin itself.',
  ],
  [
    'Фьючерсы COIN-M',
    'Контракты с маржой и расчётом в базовой криптовалюте.',
    'Используйте BTC или ETH как маржу и получайте расчёт в самой монете.',
  ],
  [
    'COIN-M-Futures',
    'Kontrakte mit Margin und Abrechnung in der zugrunde liegenden Kryptowährung.',
    'Hinterlegen Sie BTC oder ETH als Margin und rechnen Sie im Coin selbst ab.',
  ],
  [
    'Futuros COIN-M',
    'Contratos con margen y liquidación en la criptomoneda subyacente.',
    'Use BTC o ETH como margen y liquide en la propia moneda.',
  ],
);
