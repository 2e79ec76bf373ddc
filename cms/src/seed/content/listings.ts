import type { Locale } from '../../locales';
import { columns, common, localNumbers, rows, type PageSeed } from './types';

const feedPage = (source: 'posts' | 'news' | 'research', t: Record<Locale, [string, string, string]>): PageSeed => {
  const page = (l: Locale) => common(t[l][0], t[l][1], t[l][0], t[l][2], [{ blockType: 'feed', source, limit: 12 }]);
  return { en: page('en'), ru: page('ru'), de: page('de'), es: page('es') };
};

export const blog = feedPage('posts', {
  en: [
    'Blog',
    'Guides, market commentary and product updates.',
    'Learn to trade, read our market commentary and see what is new on the platform.',
  ],
  ru: [
    'Блог',
    'Обучающие материалы, обзоры рынка и новости продукта.',
    'Учитесь торговать, читайте обзоры рынка и узнавайте о новом на платформе.',
  ],
  de: [
    'Blog',
    'Anleitungen, Marktkommentare und Neuigkeiten zur Plattform.',
    'Lernen Sie das Handeln, lesen Sie unsere Marktkommentare und erfahren Sie, was es Neues auf der Plattform gibt.',
  ],
  es: [
    'Blog',
    'Guías, análisis de mercado y novedades del producto.',
    'Aprenda a operar, lea nuestros análisis de mercado y descubra las novedades de la plataforma.',
  ],
});

export const news = feedPage('news', {
  en: [
    'News',
    'Listings, maintenance windows and platform announcements.',
    'New coins, maintenance windows and announcements, newest first.',
  ],
  ru: [
    'Новости',
    'Листинги, технические работы и объявления платформы.',
    'Новые монеты, технические работы и объявления — сначала самые свежие.',
  ],
  de: [
    'Neuigkeiten',
    'Neue Listings, Wartungsfenster und Ankündigungen der Plattform.',
    'Neue Coins, Wartungsfenster und Ankündigungen, die neuesten zuerst.',
  ],
  es: [
    'Noticias',
    'Nuevos listados, ventanas de mantenimiento y avisos de la plataforma.',
    'Nuevas monedas, mantenimientos y avisos, de los más recientes a los más antiguos.',
  ],
});

export const research = feedPage('research', {
  en: [
    'Research',
    'Market reports and project research from our analysts, as PDF.',
    'In-depth reports from our analysts. Each report shows its author, date and file size.',
  ],
  ru: [
    'Аналитика',
    'Обзоры рынка и исследования проектов от наших аналитиков в PDF.',
    'Подробные отчёты наших аналитиков. У каждого указаны автор, дата и размер файла.',
  ],
  de: [
    'Analysen',
    'Marktberichte und Projektanalysen unserer Analysten als PDF.',
    'Ausführliche Berichte unserer Analysten, jeweils mit Autor, Datum und Dateigröße.',
  ],
  es: [
    'Análisis',
    'Informes de mercado y estudios de proyectos de nuestros analistas, en PDF.',
    'Informes detallados de nuestros analistas. Cada uno indica su autor, fecha y tamaño de archivo.',
  ],
});

const vipRows = rows(
  ['VIP 0', '< 1,000,000 USD', '0 BNB', '0.100%', '0.100%', '50,000 USD'],
  ['VIP 1', '≥ 1,000,000 USD', '≥ 25 BNB', '0.090%', '0.100%', '2,000,000 USD'],
  ['VIP 2', '≥ 5,000,000 USD', '≥ 100 BNB', '0.080%', '0.100%', '4,000,000 USD'],
  ['VIP 3', '≥ 20,000,000 USD', '≥ 250 BNB', '0.042%', '0.060%', '6,000,000 USD'],
  ['VIP 4', '≥ 75,000,000 USD', '≥ 500 BNB', '0.042%', '0.054%', '8,000,000 USD'],
  ['VIP 5', '≥ 150,000,000 USD', '≥ 1,000 BNB', '0.036%', '0.048%', '10,000,000 USD'],
);

export const vip: PageSeed = {
  en: {
    title: 'VIP & Institutional',
    description: 'Lower fees, higher limits and priority support for high-volume traders.',
    layout: [
      {
        blockType: 'hero',
        heading: 'VIP & Institutional',
        subheading: 'Higher limits, lower fees and priority support. Your level is recalculated every 24 hours.',
        ctaLabel: 'Contact us',
        ctaHref: '/contact',
      },
      {
        blockType: 'table',
        kind: 'vip',
        heading: 'VIP levels',
        anchor: 'levels',
        columns: columns('Level', '30-day volume', 'BNB balance', 'Maker fee', 'Taker fee', 'Withdrawal limit (24 h)'),
        rows: vipRows,
      },
      {
        blockType: 'features',
        heading: 'What VIP clients get',
        items: [
          { title: 'Lower fees', text: 'Maker and taker fees fall with each level.' },
          { title: 'Higher limits', text: 'Daily withdrawal limits up to 10,000,000 USD.' },
          { title: 'Priority support', text: 'A personal manager and the first place in the support queue.' },
        ],
      },
      {
        blockType: 'cta',
        heading: 'Trading for an institution?',
        text: 'We onboard funds, market makers and brokers with dedicated terms.',
        buttonLabel: 'Contact the institutional desk',
        buttonHref: '/contact',
      },
    ],
  },
  ru: {
    title: 'VIP и институциональным клиентам',
    description: 'Сниженные комиссии, высокие лимиты и приоритетная поддержка для активных трейдеров.',
    layout: [
      {
        blockType: 'hero',
        heading: 'VIP и институциональным клиентам',
        subheading: 'Высокие лимиты, низкие комиссии и приоритетная поддержка. Уровень пересчитывается каждые 24 часа.',
        ctaLabel: 'Связаться с нами',
        ctaHref: '/contact',
      },
      {
        blockType: 'table',
        kind: 'vip',
        heading: 'Уровни VIP',
        anchor: 'levels',
        columns: columns('Уровень', 'Объём за 30 дней', 'Баланс BNB', 'Комиссия мейкера', 'Комиссия тейкера', 'Лимит вывода (24 ч)'),
        rows: vipRows,
      },
      {
        blockType: 'features',
        heading: 'Что получают VIP-клиенты',
        items: [
          { title: 'Низкие комиссии', text: 'Комиссии мейкера и тейкера снижаются с каждым уровнем.' },
          { title: 'Высокие лимиты', text: 'Суточный лимит вывода до 10 000 000 USD.' },
          { title: 'Приоритетная поддержка', text: 'Персональный менеджер и первое место в очереди поддержки.' },
        ],
      },
      {
        blockType: 'cta',
        heading: 'Торгуете от имени организации?',
        text: 'Мы подключаем фонды, маркетмейкеров и брокеров на индивидуальных условиях.',
        buttonLabel: 'Связаться с институциональным отделом',
        buttonHref: '/contact',
      },
    ],
  },
  de: {
    title: 'VIP & Institutionelle',
    description: 'Niedrigere Gebühren, höhere Limits und bevorzugter Support für Trader mit hohem Volumen.',
    layout: [
      {
        blockType: 'hero',
        heading: 'VIP & Institutionelle',
        subheading: 'Höhere Limits, niedrigere Gebühren und bevorzugter Support. Ihre Stufe wird alle 24 Stunden neu berechnet.',
        ctaLabel: 'Kontakt aufnehmen',
        ctaHref: '/contact',
      },
      {
        blockType: 'table',
        kind: 'vip',
        heading: 'VIP-Stufen',
        anchor: 'levels',
        columns: columns('Stufe', '30-Tage-Volumen', 'BNB-Guthaben', 'Maker-Gebühr', 'Taker-Gebühr', 'Auszahlungslimit (24 Std.)'),
        rows: localNumbers(vipRows),
      },
      {
        blockType: 'features',
        heading: 'Ihre Vorteile als VIP-Kunde',
        items: [
          { title: 'Niedrigere Gebühren', text: 'Maker- und Taker-Gebühren sinken mit jeder Stufe.' },
          { title: 'Höhere Limits', text: 'Tägliche Auszahlungslimits bis 10.000.000 USD.' },
          { title: 'Bevorzugter Support', text: 'Ein persönlicher Ansprechpartner und der erste Platz in der Support-Warteschlange.' },
        ],
      },
      {
        blockType: 'cta',
        heading: 'Sie handeln für ein Institut?',
        text: 'Wir binden Fonds, Market Maker und Broker zu individuellen Konditionen an.',
        buttonLabel: 'Institutional Desk kontaktieren',
        buttonHref: '/contact',
      },
    ],
  },
  es: {
    title: 'VIP e institucional',
    description: 'Comisiones más bajas, límites más altos y soporte prioritario para traders de gran volumen.',
    layout: [
      {
        blockType: 'hero',
        heading: 'VIP e institucional',
        subheading: 'Límites más altos, comisiones más bajas y soporte prioritario. Su nivel se recalcula cada 24 horas.',
        ctaLabel: 'Contáctenos',
        ctaHref: '/contact',
      },
      {
        blockType: 'table',
        kind: 'vip',
        heading: 'Niveles VIP',
        anchor: 'levels',
        columns: columns('Nivel', 'Volumen a 30 días', 'Saldo en BNB', 'Comisión maker', 'Comisión taker', 'Límite de retiro (24 h)'),
        rows: localNumbers(vipRows),
      },
      {
        blockType: 'features',
        heading: 'Qué obtienen los clientes VIP',
        items: [
          { title: 'Comisiones más bajas', text: 'Las comisiones maker y taker bajan con cada nivel.' },
          { title: 'Límites más altos', text: 'Límites de retiro diarios de hasta 10.000.000 USD.' },
          { title: 'Soporte prioritario', text: 'Un gestor personal y el primer lugar en la cola de soporte.' },
        ],
      },
      {
        blockType: 'cta',
        heading: '¿Opera para una institución?',
        text: 'Incorporamos fondos, creadores de mercado y brókeres con condiciones específicas.',
        buttonLabel: 'Contactar con la mesa institucional',
        buttonHref: '/contact',
      },
    ],
  },
};
