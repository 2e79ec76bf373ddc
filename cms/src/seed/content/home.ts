import type { Locale } from '../../locales';
import type { SeedBlock } from './types';

/** The home page in four languages: the product's marketing claims and figures as the broker states them, nothing invented. */
export const home: Record<Locale, { title: string; description: string; layout: SeedBlock[] }> = {
  en: {
    title: 'Trade crypto, forex, stocks and metals',
    description: 'Spot trading with a live order book, demo and real accounts, fast withdrawals and support around the clock.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Trade crypto, forex, stocks and metals in one place',
        subheading: 'Spot fees from 0.1%, 350+ coins listed, and a free demo account with 145,000 USD to practise on.',
        ctaLabel: 'Open an account',
        ctaHref: '/register',
      },
      {
        blockType: 'features',
        heading: 'Why traders choose us',
        items: [
          { title: 'Available 24 hours a day', text: 'Markets, deposits and support never close.' },
          { title: 'Fast withdrawals', text: 'Withdrawals are processed within 24 hours on business days.' },
          { title: '0% transaction fees', text: 'No fee on deposits; spot trading fees from 0.1%.' },
          { title: '95% in cold storage', text: 'Client assets are kept offline, with a whitelist for withdrawal addresses.' },
        ],
      },
      {
        blockType: 'stats',
        items: [
          { value: '200+', label: 'cities' },
          { value: '2M+', label: 'customers' },
          { value: '500+', label: 'companies' },
        ],
      },
      {
        blockType: 'cta',
        heading: 'Start on a demo account',
        text: 'Practise with simulated funds, then switch to a real USD or EUR account when you are ready.',
        buttonLabel: 'Go to the terminal',
        buttonHref: '/cabinet',
      },
    ],
  },
  ru: {
    title: 'Торгуйте криптовалютой, валютой, акциями и металлами',
    description: 'Спотовая торговля с живым стаканом, демо- и реальные счета, быстрые выводы и круглосуточная поддержка.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Криптовалюта, форекс, акции и металлы на одной платформе',
        subheading: 'Комиссия на споте от 0,1%, более 350 монет и бесплатный демо-счёт со 145 000 USD для практики.',
        ctaLabel: 'Открыть счёт',
        ctaHref: '/register',
      },
      {
        blockType: 'features',
        heading: 'Почему выбирают нас',
        items: [
          { title: 'Работаем 24 часа в сутки', text: 'Рынки, пополнения и поддержка доступны круглосуточно.' },
          { title: 'Быстрые выводы', text: 'Заявки на вывод обрабатываются в течение 24 часов в рабочие дни.' },
          { title: '0% комиссии за транзакции', text: 'Пополнение без комиссии; торговые комиссии на споте от 0,1%.' },
          { title: '95% в холодном хранении', text: 'Активы клиентов хранятся офлайн, адреса вывода — по белому списку.' },
        ],
      },
      {
        blockType: 'stats',
        items: [
          { value: '200+', label: 'городов' },
          { value: '2M+', label: 'клиентов' },
          { value: '500+', label: 'компаний' },
        ],
      },
      {
        blockType: 'cta',
        heading: 'Начните с демо-счёта',
        text: 'Тренируйтесь на виртуальных средствах, а когда будете готовы — переходите на реальный счёт в USD или EUR.',
        buttonLabel: 'Перейти в терминал',
        buttonHref: '/cabinet',
      },
    ],
  },
  de: {
    title: 'Krypto, Devisen, Aktien und Metalle handeln',
    description: 'Spot-Handel mit Live-Orderbuch, Demo- und Echtgeldkonten, schnelle Auszahlungen und Support rund um die Uhr.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Krypto, Forex, Aktien und Metalle an einem Ort',
        subheading: 'Spot-Gebühren ab 0,1 %, über 350 Coins und ein kostenloses Demokonto mit 145.000 USD zum Üben.',
        ctaLabel: 'Konto eröffnen',
        ctaHref: '/register',
      },
      {
        blockType: 'features',
        heading: 'Warum sich Trader für uns entscheiden',
        items: [
          { title: 'Rund um die Uhr verfügbar', text: 'Märkte, Einzahlungen und Support stehen Ihnen jederzeit offen.' },
          { title: 'Schnelle Auszahlungen', text: 'Auszahlungen werden an Werktagen innerhalb von 24 Stunden bearbeitet.' },
          { title: '0 % Transaktionsgebühren', text: 'Keine Gebühr auf Einzahlungen; Spot-Handelsgebühren ab 0,1 %.' },
          { title: '95 % in Cold Storage', text: 'Kundengelder werden offline verwahrt, Auszahlungen gehen nur an freigegebene Adressen.' },
        ],
      },
      {
        blockType: 'stats',
        items: [
          { value: '200+', label: 'Städte' },
          { value: '2M+', label: 'Kunden' },
          { value: '500+', label: 'Unternehmen' },
        ],
      },
      {
        blockType: 'cta',
        heading: 'Starten Sie mit einem Demokonto',
        text: 'Üben Sie mit virtuellem Guthaben und wechseln Sie zu einem Echtgeldkonto in USD oder EUR, sobald Sie bereit sind.',
        buttonLabel: 'Zum Terminal',
        buttonHref: '/cabinet',
      },
    ],
  },
  es: {
    title: 'Opere con cripto, divisas, acciones y metales',
    description: 'Trading spot con libro de órdenes en vivo, cuentas demo y reales, retiros rápidos y soporte las 24 horas.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Cripto, forex, acciones y metales en un solo lugar',
        subheading: 'Comisiones spot desde el 0,1 %, más de 350 monedas y una cuenta demo gratuita con 145.000 USD para practicar.',
        ctaLabel: 'Abrir una cuenta',
        ctaHref: '/register',
      },
      {
        blockType: 'features',
        heading: 'Por qué los traders nos eligen',
        items: [
          { title: 'Disponibles las 24 horas', text: 'Los mercados, los depósitos y el soporte no cierran nunca.' },
          { title: 'Retiros rápidos', text: 'Los retiros se procesan en un plazo de 24 horas en días hábiles.' },
          { title: '0 % de comisiones por transacción', text: 'Depósitos sin comisión; comisiones de trading spot desde el 0,1 %.' },
          {
            title: '95 % en almacenamiento en frío',
            text: 'Los activos de los clientes se guardan fuera de línea, con una lista blanca de direcciones de retiro.',
          },
        ],
      },
      {
        blockType: 'stats',
        items: [
          { value: '200+', label: 'ciudades' },
          { value: '2M+', label: 'clientes' },
          { value: '500+', label: 'empresas' },
        ],
      },
      {
        blockType: 'cta',
        heading: 'Empiece con una cuenta demo',
        text: 'Practique con fondos simulados y pase a una cuenta real en USD o EUR cuando se sienta preparado.',
        buttonLabel: 'Ir al terminal',
        buttonHref: '/cabinet',
      },
    ],
  },
};
