import { common, type PageSeed, type SeedBlock } from './types';

type Two = { en: SeedBlock[]; ru: SeedBlock[] };
const page = (t: Record<'en' | 'ru' | 'de' | 'es', [string, string, string]>, blocks: Two): PageSeed => ({
  en: { title: t.en[0], description: t.en[1], layout: [{ blockType: 'hero', heading: t.en[0], subheading: t.en[2] }, ...blocks.en] },
  ru: { title: t.ru[0], description: t.ru[1], layout: [{ blockType: 'hero', heading: t.ru[0], subheading: t.ru[2] }, ...blocks.ru] },
  de: common(t.de[0], t.de[1], t.de[0], t.de[2]),
  es: common(t.es[0], t.es[1], t.es[0], t.es[2]),
});

export const stock = page(
  {
    en: ['Stocks and metals', 'Trade shares of leading companies and precious metals from one account.', 'Shares of global companies, gold and silver, next to your crypto.'],
    ru: ['Акции и металлы', 'Торгуйте акциями ведущих компаний и драгоценными металлами с одного счёта.', 'Акции мировых компаний, золото и серебро — рядом с вашей криптовалютой.'],
    de: ['Aktien und Metalle', 'Aktien und Edelmetalle über ein Konto handeln.', 'Aktien globaler Unternehmen, Gold und Silber neben Ihren Krypto-Werten.'],
    es: ['Acciones y metales', 'Opere acciones y metales preciosos desde una cuenta.', 'Acciones de empresas globales, oro y plata junto a sus cripto.'],
  },
  {
    en: [
      { blockType: 'features', heading: 'Why trade stocks with us', items: [{ title: 'One account', text: 'USD or EUR real accounts hold crypto, stocks and metals together.' }, { title: 'Open 24 hours', text: 'Deposits, withdrawals and support never close.' }, { title: 'Demo first', text: 'Practise on a free demo account with 145,000 USD in simulated funds.' }, { title: 'Leverage up to 10x', text: 'Use margin carefully: losses grow as fast as gains.' }] },
      { blockType: 'services', heading: 'Markets', items: [{ title: 'US and EU shares', text: 'Leading technology, energy and consumer companies.' }, { title: 'Metals', text: 'Gold and silver quoted against USD.' }, { title: 'Indices', text: 'Follow the market as a whole.' }] },
      { blockType: 'steps', anchor: 'guidance', heading: 'Expert guidance', items: [
        { title: 'Start with a plan', text: 'Decide what you buy, why, and at what price you would sell, before you open a position.' },
        { title: 'Size every position', text: 'Risk only a small part of your balance on one trade, and set a stop-loss when you open it.' },
        { title: 'Mind the leverage', text: 'Leverage up to 10x multiplies losses as much as gains: practise on the demo account first.' },
        { title: 'Spread your holdings', text: 'Combine shares from different sectors with metals instead of betting on one company.' },
        { title: 'Watch the calendar', text: 'Earnings reports and central-bank decisions move prices: check the dates before you trade.' },
      ] },
      { blockType: 'features', anchor: 'metals', heading: 'Metals', items: [{ title: 'Gold (XAU/USD)', text: 'A classic hedge against inflation.' }, { title: 'Silver (XAG/USD)', text: 'More volatile than gold, with industrial demand.' }, { title: 'Platinum (XPT/USD)', text: 'A smaller market driven by the car industry.' }] },
      { blockType: 'appSection', heading: 'Trade on your phone', text: 'The terminal works in any mobile browser.', bullets: [{ text: 'Live prices and charts' }, { text: 'Orders in two taps' }, { text: 'Push notifications for filled orders' }] },
    ],
    ru: [
      { blockType: 'features', heading: 'Почему стоит торговать акциями у нас', items: [{ title: 'Один счёт', text: 'На реальном счёте в USD или EUR хранятся криптовалюта, акции и металлы.' }, { title: 'Круглосуточно', text: 'Пополнение, вывод и поддержка доступны всегда.' }, { title: 'Сначала демо', text: 'Тренируйтесь на бесплатном демо-счёте со 145 000 USD виртуальных средств.' }, { title: 'Плечо до 10x', text: 'Используйте маржу осторожно: убытки растут так же быстро, как прибыль.' }] },
      { blockType: 'services', heading: 'Рынки', items: [{ title: 'Акции США и ЕС', text: 'Ведущие технологические, энергетические и потребительские компании.' }, { title: 'Металлы', text: 'Золото и серебро в паре с USD.' }, { title: 'Индексы', text: 'Следите за рынком в целом.' }] },
      { blockType: 'steps', anchor: 'guidance', heading: 'Советы экспертов', items: [
        { title: 'Начните с плана', text: 'Решите, что покупаете, зачем и по какой цене продадите, до того как откроете позицию.' },
        { title: 'Ограничивайте размер позиции', text: 'Рискуйте в одной сделке лишь небольшой частью баланса и ставьте стоп-лосс сразу при открытии.' },
        { title: 'Помните о плече', text: 'Плечо до 10x умножает убытки так же, как прибыль: сначала потренируйтесь на демо-счёте.' },
        { title: 'Распределяйте вложения', text: 'Сочетайте акции разных отраслей с металлами, а не ставьте на одну компанию.' },
        { title: 'Следите за календарём', text: 'Отчёты компаний и решения центробанков двигают цены: проверяйте даты перед сделкой.' },
      ] },
      { blockType: 'features', anchor: 'metals', heading: 'Металлы', items: [{ title: 'Золото (XAU/USD)', text: 'Классическая защита от инфляции.' }, { title: 'Серебро (XAG/USD)', text: 'Волатильнее золота, поддерживается промышленным спросом.' }, { title: 'Платина (XPT/USD)', text: 'Небольшой рынок, зависящий от автопрома.' }] },
      { blockType: 'appSection', heading: 'Торгуйте с телефона', text: 'Терминал работает в любом мобильном браузере.', bullets: [{ text: 'Котировки и графики в реальном времени' }, { text: 'Заявка в два касания' }, { text: 'Push-уведомления об исполнении' }] },
    ],
  },
);

export const currency = page(
  {
    en: ['Currency converter', 'Convert between USD, EUR, GBP and other currencies.', 'Check what your money is worth in another currency.'],
    ru: ['Конвертер валют', 'Пересчёт между USD, EUR, GBP и другими валютами.', 'Узнайте, сколько стоят ваши деньги в другой валюте.'],
    de: ['Währungsrechner', 'Umrechnung zwischen USD, EUR, GBP und mehr.', 'Prüfen Sie, was Ihr Geld in einer anderen Währung wert ist.'],
    es: ['Conversor de divisas', 'Convierta entre USD, EUR, GBP y más.', 'Compruebe cuánto vale su dinero en otra divisa.'],
  },
  {
    en: [
      { blockType: 'widget', widget: 'converter', heading: 'Convert', note: 'Rates are indicative and may differ from the rate at execution.' },
      { blockType: 'steps', heading: 'How it works', items: [{ title: 'Enter an amount' }, { title: 'Choose the currencies' }, { title: 'See the result', text: 'Open an account to exchange at this rate.' }] },
      { blockType: 'features', heading: 'Why convert with us', items: [{ title: 'Transparent rates' }, { title: 'No deposit fee' }, { title: 'Instant card deposits' }, { title: 'Bank transfer in 1-3 days' }, { title: 'Support 24/7' }, { title: 'Cold storage for 95% of assets' }] },
      { blockType: 'stats', items: [{ value: '500+', label: 'currency pairs' }, { value: '103+', label: 'countries served' }, { value: '1005+', label: 'conversions per minute' }] },
      { blockType: 'appSection', heading: 'Convert on the go', text: 'The converter works on any phone.' },
      { blockType: 'cta', heading: 'Ready to exchange?', buttonLabel: 'Open an account', buttonHref: '/register' },
    ],
    ru: [
      { blockType: 'widget', widget: 'converter', heading: 'Конвертировать', note: 'Курсы ориентировочные и могут отличаться от курса исполнения.' },
      { blockType: 'steps', heading: 'Как это работает', items: [{ title: 'Введите сумму' }, { title: 'Выберите валюты' }, { title: 'Получите результат', text: 'Откройте счёт, чтобы обменять по этому курсу.' }] },
      { blockType: 'features', heading: 'Почему с нами', items: [{ title: 'Прозрачные курсы' }, { title: 'Пополнение без комиссии' }, { title: 'Мгновенное пополнение картой' }, { title: 'Банковский перевод за 1–3 дня' }, { title: 'Поддержка 24/7' }, { title: '95% активов в холодном хранении' }] },
      { blockType: 'stats', items: [{ value: '500+', label: 'валютных пар' }, { value: '103+', label: 'стран' }, { value: '1005+', label: 'конвертаций в минуту' }] },
      { blockType: 'appSection', heading: 'Конвертируйте в дороге', text: 'Конвертер работает на любом телефоне.' },
      { blockType: 'cta', heading: 'Готовы обменять?', buttonLabel: 'Открыть счёт', buttonHref: '/register' },
    ],
  },
);

export const earn = page(
  {
    en: ['Earn', 'Put idle crypto to work: Simple Earn up to 20% APY, DeFi Staking up to 80% APY.', 'Grow your holdings while you are not trading.'],
    ru: ['Заработок', 'Пусть криптовалюта работает: Simple Earn до 20% APY, DeFi Staking до 80% APY.', 'Приумножайте активы, пока не торгуете.'],
    de: ['Earn', 'Simple Earn bis 20 % APY, DeFi Staking bis 80 % APY.', 'Lassen Sie Ihre Krypto-Werte arbeiten.'],
    es: ['Earn', 'Simple Earn hasta 20 % APY, DeFi Staking hasta 80 % APY.', 'Haga crecer sus criptoactivos.'],
  },
  {
    en: [
      { blockType: 'widget', widget: 'earnProducts', heading: 'Products' },
      { blockType: 'steps', heading: 'How it works', items: [{ title: 'Choose a product' }, { title: 'Subscribe an amount' }, { title: 'Receive rewards daily' }] },
      { blockType: 'riskWarning', text: 'Yields are not guaranteed; DeFi products carry smart-contract risk.' },
    ],
    ru: [
      { blockType: 'widget', widget: 'earnProducts', heading: 'Продукты' },
      { blockType: 'steps', heading: 'Как это работает', items: [{ title: 'Выберите продукт' }, { title: 'Внесите сумму' }, { title: 'Получайте награды ежедневно' }] },
      { blockType: 'riskWarning', text: 'Доходность не гарантирована; продукты DeFi несут риск смарт-контрактов.' },
    ],
  },
);
