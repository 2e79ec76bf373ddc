import type { Locale } from '../../locales';
import { common, type PageSeed, type SeedBlock } from './types';

/** A product page: [title, description, subheading] and the body blocks, per language. */
const page = (t: Record<Locale, [string, string, string]>, blocks: Record<Locale, SeedBlock[]>): PageSeed => ({
  en: common(t.en[0], t.en[1], t.en[0], t.en[2], blocks.en),
  ru: common(t.ru[0], t.ru[1], t.ru[0], t.ru[2], blocks.ru),
  de: common(t.de[0], t.de[1], t.de[0], t.de[2], blocks.de),
  es: common(t.es[0], t.es[1], t.es[0], t.es[2], blocks.es),
});

export const stock = page(
  {
    en: [
      'Stocks and metals',
      'Trade shares of leading companies and precious metals from one account.',
      'Shares of global companies, gold and silver, next to your crypto.',
    ],
    ru: [
      'Акции и металлы',
      'Торгуйте акциями ведущих компаний и драгоценными металлами с одного счёта.',
      'Акции мировых компаний, золото и серебро — рядом с вашей криптовалютой.',
    ],
    de: [
      'Aktien und Metalle',
      'Handeln Sie Aktien führender Unternehmen und Edelmetalle über ein einziges Konto.',
      'Aktien globaler Unternehmen, Gold und Silber neben Ihren Krypto-Werten.',
    ],
    es: [
      'Acciones y metales',
      'Opere con acciones de empresas líderes y metales preciosos desde una sola cuenta.',
      'Acciones de empresas de todo el mundo, oro y plata junto a sus criptoactivos.',
    ],
  },
  {
    en: [
      {
        blockType: 'features',
        heading: 'Why trade stocks with us',
        items: [
          { title: 'One account', text: 'USD or EUR real accounts hold crypto, stocks and metals together.' },
          { title: 'Open 24 hours', text: 'Deposits, withdrawals and support never close.' },
          { title: 'Demo first', text: 'Practise on a free demo account with 145,000 USD in simulated funds.' },
          { title: 'Leverage up to 10x', text: 'Use margin carefully: losses grow as fast as gains.' },
        ],
      },
      {
        blockType: 'services',
        heading: 'Markets',
        items: [
          { title: 'US and EU shares', text: 'Leading technology, energy and consumer companies.' },
          { title: 'Metals', text: 'Gold and silver quoted against USD.' },
          { title: 'Indices', text: 'Follow the market as a whole.' },
        ],
      },
      {
        blockType: 'steps',
        anchor: 'guidance',
        heading: 'Expert guidance',
        items: [
          { title: 'Start with a plan', text: 'Decide what you buy, why, and at what price you would sell, before you open a position.' },
          {
            title: 'Size every position',
            text: 'Risk only a small part of your balance on one trade, and set a stop-loss when you open it.',
          },
          {
            title: 'Mind the leverage',
            text: 'Leverage up to 10x multiplies losses as much as gains: practise on the demo account first.',
          },
          { title: 'Spread your holdings', text: 'Combine shares from different sectors with metals instead of betting on one company.' },
          {
            title: 'Watch the calendar',
            text: 'Earnings reports and central-bank decisions move prices: check the dates before you trade.',
          },
        ],
      },
      {
        blockType: 'features',
        anchor: 'metals',
        heading: 'Metals',
        items: [
          { title: 'Gold (XAU/USD)', text: 'A classic hedge against inflation.' },
          { title: 'Silver (XAG/USD)', text: 'More volatile than gold, with industrial demand.' },
          { title: 'Platinum (XPT/USD)', text: 'A smaller market driven by the car industry.' },
        ],
      },
      {
        blockType: 'appSection',
        heading: 'Trade on your phone',
        text: 'The terminal works in any mobile browser.',
        bullets: [{ text: 'Live prices and charts' }, { text: 'Orders in two taps' }, { text: 'Push notifications for filled orders' }],
      },
    ],
    ru: [
      {
        blockType: 'features',
        heading: 'Почему стоит торговать акциями у нас',
        items: [
          { title: 'Один счёт', text: 'На реальном счёте в USD или EUR хранятся криптовалюта, акции и металлы.' },
          { title: 'Круглосуточно', text: 'Пополнение, вывод и поддержка доступны всегда.' },
          { title: 'Сначала демо', text: 'Тренируйтесь на бесплатном демо-счёте со 145 000 USD виртуальных средств.' },
          { title: 'Плечо до 10x', text: 'Используйте маржу осторожно: убытки растут так же быстро, как прибыль.' },
        ],
      },
      {
        blockType: 'services',
        heading: 'Рынки',
        items: [
          { title: 'Акции США и ЕС', text: 'Ведущие технологические, энергетические и потребительские компании.' },
          { title: 'Металлы', text: 'Золото и серебро в паре с USD.' },
          { title: 'Индексы', text: 'Следите за рынком в целом.' },
        ],
      },
      {
        blockType: 'steps',
        anchor: 'guidance',
        heading: 'Советы экспертов',
        items: [
          { title: 'Начните с плана', text: 'Решите, что покупаете, зачем и по какой цене продадите, до того как откроете позицию.' },
          {
            title: 'Ограничивайте размер позиции',
            text: 'Рискуйте в одной сделке лишь небольшой частью баланса и ставьте стоп-лосс сразу при открытии.',
          },
          { title: 'Помните о плече', text: 'Плечо до 10x умножает убытки так же, как прибыль: сначала потренируйтесь на демо-счёте.' },
          { title: 'Распределяйте вложения', text: 'Сочетайте акции разных отраслей с металлами, а не ставьте на одну компанию.' },
          { title: 'Следите за календарём', text: 'Отчёты компаний и решения центробанков двигают цены: проверяйте даты перед сделкой.' },
        ],
      },
      {
        blockType: 'features',
        anchor: 'metals',
        heading: 'Металлы',
        items: [
          { title: 'Золото (XAU/USD)', text: 'Классическая защита от инфляции.' },
          { title: 'Серебро (XAG/USD)', text: 'Волатильнее золота, поддерживается промышленным спросом.' },
          { title: 'Платина (XPT/USD)', text: 'Небольшой рынок, зависящий от автопрома.' },
        ],
      },
      {
        blockType: 'appSection',
        heading: 'Торгуйте с телефона',
        text: 'Терминал работает в любом мобильном браузере.',
        bullets: [
          { text: 'Котировки и графики в реальном времени' },
          { text: 'Заявка в два касания' },
          { text: 'Push-уведомления об исполнении' },
        ],
      },
    ],
    de: [
      {
        blockType: 'features',
        heading: 'Warum Sie Aktien bei uns handeln sollten',
        items: [
          {
            title: 'Ein Konto für alles',
            text: 'Auf einem Echtgeldkonto in USD oder EUR verwalten Sie Krypto-Werte, Aktien und Metalle gemeinsam.',
          },
          { title: 'Rund um die Uhr', text: 'Einzahlungen, Auszahlungen und Support stehen jederzeit zur Verfügung.' },
          { title: 'Erst üben, dann handeln', text: 'Üben Sie auf einem kostenlosen Demokonto mit 145.000 USD virtuellem Guthaben.' },
          { title: 'Hebel bis 10x', text: 'Setzen Sie Margin mit Bedacht ein: Verluste wachsen ebenso schnell wie Gewinne.' },
        ],
      },
      {
        blockType: 'services',
        heading: 'Märkte',
        items: [
          { title: 'Aktien aus den USA und der EU', text: 'Führende Unternehmen aus Technologie, Energie und Konsum.' },
          { title: 'Metalle', text: 'Gold und Silber, notiert gegen USD.' },
          { title: 'Indizes', text: 'Verfolgen Sie die Entwicklung des Gesamtmarkts.' },
        ],
      },
      {
        blockType: 'steps',
        anchor: 'guidance',
        heading: 'Tipps unserer Experten',
        items: [
          {
            title: 'Mit einem Plan beginnen',
            text: 'Legen Sie vor dem Eröffnen einer Position fest, was Sie kaufen, warum und zu welchem Kurs Sie wieder verkaufen.',
          },
          {
            title: 'Positionsgröße begrenzen',
            text: 'Riskieren Sie pro Trade nur einen kleinen Teil Ihres Guthabens und setzen Sie gleich beim Eröffnen einen Stop-Loss.',
          },
          {
            title: 'Den Hebel im Blick behalten',
            text: 'Ein Hebel bis 10x vervielfacht Verluste ebenso wie Gewinne: Üben Sie zuerst auf dem Demokonto.',
          },
          {
            title: 'Breit streuen',
            text: 'Kombinieren Sie Aktien verschiedener Branchen mit Metallen, statt alles auf ein Unternehmen zu setzen.',
          },
          {
            title: 'Den Kalender beachten',
            text: 'Quartalszahlen und Zinsentscheide der Notenbanken bewegen die Kurse: Prüfen Sie die Termine vor jedem Trade.',
          },
        ],
      },
      {
        blockType: 'features',
        anchor: 'metals',
        heading: 'Metalle',
        items: [
          { title: 'Gold (XAU/USD)', text: 'Der klassische Schutz vor Inflation.' },
          { title: 'Silber (XAG/USD)', text: 'Schwankungsreicher als Gold, gestützt durch die Nachfrage der Industrie.' },
          { title: 'Platin (XPT/USD)', text: 'Ein kleinerer Markt, der stark von der Autoindustrie abhängt.' },
        ],
      },
      {
        blockType: 'appSection',
        heading: 'Handeln Sie mobil',
        text: 'Das Terminal läuft in jedem mobilen Browser.',
        bullets: [
          { text: 'Kurse und Charts in Echtzeit' },
          { text: 'Orders mit zwei Fingertipps' },
          { text: 'Push-Mitteilungen bei ausgeführten Orders' },
        ],
      },
    ],
    es: [
      {
        blockType: 'features',
        heading: 'Por qué operar acciones con nosotros',
        items: [
          { title: 'Una sola cuenta', text: 'Su cuenta real en USD o EUR reúne cripto, acciones y metales.' },
          { title: 'Abierto las 24 horas', text: 'Depósitos, retiros y soporte disponibles en todo momento.' },
          { title: 'Primero, la demo', text: 'Practique con una cuenta demo gratuita con 145.000 USD en fondos simulados.' },
          { title: 'Apalancamiento hasta 10x', text: 'Use el margen con prudencia: las pérdidas crecen tan rápido como las ganancias.' },
        ],
      },
      {
        blockType: 'services',
        heading: 'Mercados',
        items: [
          { title: 'Acciones de EE. UU. y la UE', text: 'Empresas líderes de tecnología, energía y consumo.' },
          { title: 'Metales', text: 'Oro y plata cotizados frente al USD.' },
          { title: 'Índices', text: 'Siga la evolución del mercado en su conjunto.' },
        ],
      },
      {
        blockType: 'steps',
        anchor: 'guidance',
        heading: 'Consejos de nuestros expertos',
        items: [
          { title: 'Empiece con un plan', text: 'Antes de abrir una posición, decida qué compra, por qué y a qué precio la vendería.' },
          {
            title: 'Limite el tamaño de cada posición',
            text: 'Arriesgue solo una pequeña parte de su saldo en cada operación y fije un stop-loss al abrirla.',
          },
          {
            title: 'Cuidado con el apalancamiento',
            text: 'Un apalancamiento de hasta 10x multiplica las pérdidas igual que las ganancias: practique antes en la cuenta demo.',
          },
          { title: 'Diversifique', text: 'Combine acciones de distintos sectores con metales en lugar de apostarlo todo a una empresa.' },
          {
            title: 'Consulte el calendario',
            text: 'Los resultados trimestrales y las decisiones de los bancos centrales mueven los precios: revise las fechas antes de operar.',
          },
        ],
      },
      {
        blockType: 'features',
        anchor: 'metals',
        heading: 'Metales',
        items: [
          { title: 'Oro (XAU/USD)', text: 'La cobertura clásica frente a la inflación.' },
          { title: 'Plata (XAG/USD)', text: 'Más volátil que el oro, sostenida por la demanda industrial.' },
          { title: 'Platino (XPT/USD)', text: 'Un mercado más pequeño, muy ligado a la industria del automóvil.' },
        ],
      },
      {
        blockType: 'appSection',
        heading: 'Opere desde el móvil',
        text: 'El terminal funciona en cualquier navegador móvil.',
        bullets: [
          { text: 'Cotizaciones y gráficos en tiempo real' },
          { text: 'Órdenes en dos toques' },
          { text: 'Notificaciones push al ejecutarse una orden' },
        ],
      },
    ],
  },
);

export const currency = page(
  {
    en: [
      'Currency converter',
      'Convert between USD, EUR, GBP and other currencies.',
      'Check what your money is worth in another currency.',
    ],
    ru: ['Конвертер валют', 'Пересчёт между USD, EUR, GBP и другими валютами.', 'Узнайте, сколько стоят ваши деньги в другой валюте.'],
    de: [
      'Währungsrechner',
      'Rechnen Sie zwischen USD, EUR, GBP und weiteren Währungen um.',
      'Prüfen Sie, was Ihr Geld in einer anderen Währung wert ist.',
    ],
    es: ['Conversor de divisas', 'Convierta entre USD, EUR, GBP y otras divisas.', 'Compruebe cuánto vale su dinero en otra divisa.'],
  },
  {
    en: [
      {
        blockType: 'widget',
        widget: 'converter',
        heading: 'Convert',
        note: 'Rates are indicative and may differ from the rate at execution.',
      },
      {
        blockType: 'steps',
        heading: 'How it works',
        items: [
          { title: 'Enter an amount' },
          { title: 'Choose the currencies' },
          { title: 'See the result', text: 'Open an account to exchange at this rate.' },
        ],
      },
      {
        blockType: 'features',
        heading: 'Why convert with us',
        items: [
          { title: 'Transparent rates' },
          { title: 'No deposit fee' },
          { title: 'Instant card deposits' },
          { title: 'Bank transfer in 1-3 days' },
          { title: 'Support 24/7' },
          { title: 'Cold storage for 95% of assets' },
        ],
      },
      {
        blockType: 'stats',
        items: [
          { value: '500+', label: 'currency pairs' },
          { value: '103+', label: 'countries served' },
          { value: '1005+', label: 'conversions per minute' },
        ],
      },
      { blockType: 'appSection', heading: 'Convert on the go', text: 'The converter works on any phone.' },
      { blockType: 'cta', heading: 'Ready to exchange?', buttonLabel: 'Open an account', buttonHref: '/register' },
    ],
    ru: [
      {
        blockType: 'widget',
        widget: 'converter',
        heading: 'Конвертировать',
        note: 'Курсы ориентировочные и могут отличаться от курса исполнения.',
      },
      {
        blockType: 'steps',
        heading: 'Как это работает',
        items: [
          { title: 'Введите сумму' },
          { title: 'Выберите валюты' },
          { title: 'Получите результат', text: 'Откройте счёт, чтобы обменять по этому курсу.' },
        ],
      },
      {
        blockType: 'features',
        heading: 'Почему с нами',
        items: [
          { title: 'Прозрачные курсы' },
          { title: 'Пополнение без комиссии' },
          { title: 'Мгновенное пополнение картой' },
          { title: 'Банковский перевод за 1–3 дня' },
          { title: 'Поддержка 24/7' },
          { title: '95% активов в холодном хранении' },
        ],
      },
      {
        blockType: 'stats',
        items: [
          { value: '500+', label: 'валютных пар' },
          { value: '103+', label: 'стран' },
          { value: '1005+', label: 'конвертаций в минуту' },
        ],
      },
      { blockType: 'appSection', heading: 'Конвертируйте в дороге', text: 'Конвертер работает на любом телефоне.' },
      { blockType: 'cta', heading: 'Готовы обменять?', buttonLabel: 'Открыть счёт', buttonHref: '/register' },
    ],
    de: [
      {
        blockType: 'widget',
        widget: 'converter',
        heading: 'Umrechnen',
        note: 'Die Kurse sind unverbindlich und können vom Ausführungskurs abweichen.',
      },
      {
        blockType: 'steps',
        heading: 'So funktioniert es',
        items: [
          { title: 'Betrag eingeben' },
          { title: 'Währungen auswählen' },
          { title: 'Ergebnis ablesen', text: 'Eröffnen Sie ein Konto, um zu diesem Kurs zu tauschen.' },
        ],
      },
      {
        blockType: 'features',
        heading: 'Ihre Vorteile bei uns',
        items: [
          { title: 'Transparente Kurse' },
          { title: 'Keine Einzahlungsgebühr' },
          { title: 'Sofortige Einzahlung per Karte' },
          { title: 'Banküberweisung in 1–3 Tagen' },
          { title: 'Support rund um die Uhr' },
          { title: '95 % der Kundengelder in Cold Storage' },
        ],
      },
      {
        blockType: 'stats',
        items: [
          { value: '500+', label: 'Währungspaare' },
          { value: '103+', label: 'Länder' },
          { value: '1005+', label: 'Umrechnungen pro Minute' },
        ],
      },
      { blockType: 'appSection', heading: 'Unterwegs umrechnen', text: 'Der Währungsrechner funktioniert auf jedem Smartphone.' },
      { blockType: 'cta', heading: 'Bereit zum Tauschen?', buttonLabel: 'Konto eröffnen', buttonHref: '/register' },
    ],
    es: [
      {
        blockType: 'widget',
        widget: 'converter',
        heading: 'Convertir',
        note: 'Los tipos de cambio son orientativos y pueden diferir del tipo aplicado al ejecutar la operación.',
      },
      {
        blockType: 'steps',
        heading: 'Cómo funciona',
        items: [
          { title: 'Introduzca un importe' },
          { title: 'Elija las divisas' },
          { title: 'Consulte el resultado', text: 'Abra una cuenta para cambiar a este tipo.' },
        ],
      },
      {
        blockType: 'features',
        heading: 'Por qué convertir con nosotros',
        items: [
          { title: 'Tipos de cambio transparentes' },
          { title: 'Depósitos sin comisión' },
          { title: 'Depósitos con tarjeta al instante' },
          { title: 'Transferencia bancaria en 1-3 días' },
          { title: 'Soporte 24/7' },
          { title: '95 % de los activos en almacenamiento en frío' },
        ],
      },
      {
        blockType: 'stats',
        items: [
          { value: '500+', label: 'pares de divisas' },
          { value: '103+', label: 'países' },
          { value: '1005+', label: 'conversiones por minuto' },
        ],
      },
      { blockType: 'appSection', heading: 'Convierta desde cualquier lugar', text: 'El conversor funciona en cualquier teléfono.' },
      { blockType: 'cta', heading: '¿Listo para cambiar?', buttonLabel: 'Abrir una cuenta', buttonHref: '/register' },
    ],
  },
);

export const earn = page(
  {
    en: [
      'Earn',
      'Put idle crypto to work: Simple Earn up to 20% APY, DeFi Staking up to 80% APY.',
      'Grow your holdings while you are not trading.',
    ],
    ru: [
      'Заработок',
      'Пусть криптовалюта работает: Simple Earn до 20% APY, DeFi Staking до 80% APY.',
      'Приумножайте активы, пока не торгуете.',
    ],
    de: [
      'Earn',
      'Lassen Sie ungenutzte Krypto-Werte arbeiten: Simple Earn bis 20 % APY, DeFi Staking bis 80 % APY.',
      'Vermehren Sie Ihre Bestände, während Sie nicht handeln.',
    ],
    es: [
      'Earn',
      'Ponga a trabajar sus cripto inactivas: Simple Earn hasta un 20 % APY y DeFi Staking hasta un 80 % APY.',
      'Haga crecer sus activos mientras no opera.',
    ],
  },
  {
    en: [
      { blockType: 'widget', widget: 'earnProducts', heading: 'Products' },
      {
        blockType: 'steps',
        heading: 'How it works',
        items: [{ title: 'Choose a product' }, { title: 'Subscribe an amount' }, { title: 'Receive rewards daily' }],
      },
      { blockType: 'riskWarning', text: 'Yields are not guaranteed; DeFi products carry smart-contract risk.' },
    ],
    ru: [
      { blockType: 'widget', widget: 'earnProducts', heading: 'Продукты' },
      {
        blockType: 'steps',
        heading: 'Как это работает',
        items: [{ title: 'Выберите продукт' }, { title: 'Внесите сумму' }, { title: 'Получайте награды ежедневно' }],
      },
      { blockType: 'riskWarning', text: 'Доходность не гарантирована; продукты DeFi несут риск смарт-контрактов.' },
    ],
    de: [
      { blockType: 'widget', widget: 'earnProducts', heading: 'Produkte' },
      {
        blockType: 'steps',
        heading: 'So funktioniert es',
        items: [{ title: 'Produkt auswählen' }, { title: 'Betrag anlegen' }, { title: 'Täglich Erträge erhalten' }],
      },
      { blockType: 'riskWarning', text: 'Renditen sind nicht garantiert; DeFi-Produkte bergen das Risiko fehlerhafter Smart Contracts.' },
    ],
    es: [
      { blockType: 'widget', widget: 'earnProducts', heading: 'Productos' },
      {
        blockType: 'steps',
        heading: 'Cómo funciona',
        items: [{ title: 'Elija un producto' }, { title: 'Suscriba un importe' }, { title: 'Reciba recompensas cada día' }],
      },
      {
        blockType: 'riskWarning',
        text: 'La rentabilidad no está garantizada; los productos DeFi conllevan el riesgo propio de los contratos inteligentes.',
      },
    ],
  },
);
