import { columns, common, rows, type PageSeed } from './types';

const feedPage = (source: 'posts' | 'news' | 'research', t: Record<'en' | 'ru' | 'de' | 'es', [string, string, string]>): PageSeed => {
  const page = (l: 'en' | 'ru') => ({ title: t[l][0], description: t[l][1], layout: [{ blockType: 'hero' as const, heading: t[l][0], subheading: t[l][2] }, { blockType: 'feed' as const, source, limit: 12 }] });
  return {
    en: page('en'),
    ru: page('ru'),
    de: common(t.de[0], t.de[1], t.de[0], t.de[2], [{ blockType: 'feed', source, limit: 12 }]),
    es: common(t.es[0], t.es[1], t.es[0], t.es[2], [{ blockType: 'feed', source, limit: 12 }]),
  };
};

export const blog = feedPage('posts', {
  en: ['Blog', 'Guides, market commentary and product updates.', 'Learn to trade, read our market commentary and see what is new on the platform.'],
  ru: ['Блог', 'Обучающие материалы, обзоры рынка и новости продукта.', 'Учитесь торговать, читайте обзоры рынка и узнавайте о новом на платформе.'],
  de: ['Blog', 'Anleitungen, Marktkommentare und Produktneuheiten.', 'Lernen Sie handeln und lesen Sie unsere Marktkommentare.'],
  es: ['Blog', 'Guías, comentarios de mercado y novedades.', 'Aprenda a operar y lea nuestros comentarios de mercado.'],
});

export const news = feedPage('news', {
  en: ['News', 'Listings, maintenance windows and platform announcements.', 'New coins, maintenance windows and announcements, newest first.'],
  ru: ['Новости', 'Листинги, технические работы и объявления платформы.', 'Новые монеты, технические работы и объявления — сначала самые свежие.'],
  de: ['News', 'Listings, Wartungsfenster und Ankündigungen.', 'Neue Coins und Ankündigungen, die neuesten zuerst.'],
  es: ['Noticias', 'Listados, mantenimiento y anuncios.', 'Nuevas monedas y anuncios, los más recientes primero.'],
});

export const research = feedPage('research', {
  en: ['Research', 'Market reports and project research from our analysts, as PDF.', 'In-depth reports from our analysts. Each report shows its author, date and file size.'],
  ru: ['Аналитика', 'Обзоры рынка и исследования проектов от наших аналитиков в PDF.', 'Подробные отчёты наших аналитиков. У каждого указаны автор, дата и размер файла.'],
  de: ['Research', 'Marktberichte und Projektanalysen als PDF.', 'Ausführliche Berichte unserer Analysten.'],
  es: ['Investigación', 'Informes de mercado y análisis de proyectos en PDF.', 'Informes detallados de nuestros analistas.'],
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
      { blockType: 'hero', heading: 'VIP & Institutional', subheading: 'Higher limits, lower fees and priority support. Your level is recalculated every 24 hours.', ctaLabel: 'Contact us', ctaHref: '/contact' },
      { blockType: 'table', kind: 'vip', heading: 'VIP levels', anchor: 'levels', columns: columns('Level', '30-day volume', 'BNB balance', 'Maker fee', 'Taker fee', 'Withdrawal limit (24 h)'), rows: vipRows },
      { blockType: 'features', heading: 'What VIP clients get', items: [
        { title: 'Lower fees', text: 'Maker and taker fees fall with each level.' },
        { title: 'Higher limits', text: 'Daily withdrawal limits up to 10,000,000 USD.' },
        { title: 'Priority support', text: 'A personal manager and the first place in the support queue.' },
      ] },
      { blockType: 'cta', heading: 'Trading for an institution?', text: 'We onboard funds, market makers and brokers with dedicated terms.', buttonLabel: 'Contact the institutional desk', buttonHref: '/contact' },
    ],
  },
  ru: {
    title: 'VIP и институциональным клиентам',
    description: 'Сниженные комиссии, высокие лимиты и приоритетная поддержка для активных трейдеров.',
    layout: [
      { blockType: 'hero', heading: 'VIP и институциональным клиентам', subheading: 'Высокие лимиты, низкие комиссии и приоритетная поддержка. Уровень пересчитывается каждые 24 часа.', ctaLabel: 'Связаться с нами', ctaHref: '/contact' },
      { blockType: 'table', kind: 'vip', heading: 'Уровни VIP', anchor: 'levels', columns: columns('Уровень', 'Объём за 30 дней', 'Баланс BNB', 'Комиссия мейкера', 'Комиссия тейкера', 'Лимит вывода (24 ч)'), rows: vipRows },
      { blockType: 'features', heading: 'Что получают VIP-клиенты', items: [
        { title: 'Низкие комиссии', text: 'Комиссии мейкера и тейкера снижаются с каждым уровнем.' },
        { title: 'Высокие лимиты', text: 'Суточный лимит вывода до 10 000 000 USD.' },
        { title: 'Приоритетная поддержка', text: 'Персональный менеджер и первое место в очереди поддержки.' },
      ] },
      { blockType: 'cta', heading: 'Торгуете от имени организации?', text: 'Мы подключаем фонды, маркетмейкеров и брокеров на индивидуальных условиях.', buttonLabel: 'Связаться с институциональным отделом', buttonHref: '/contact' },
    ],
  },
  de: common('VIP & Institutionell', 'Niedrigere Gebühren und höhere Limits.', 'VIP & Institutionell', 'Ihre Stufe wird alle 24 Stunden neu berechnet.', [{ blockType: 'table', kind: 'vip', columns: columns('Stufe', '30-Tage-Volumen', 'BNB-Guthaben', 'Maker-Gebühr', 'Taker-Gebühr', 'Auszahlungslimit'), rows: vipRows }]),
  es: common('VIP e institucional', 'Comisiones más bajas y límites más altos.', 'VIP e institucional', 'Su nivel se recalcula cada 24 horas.', [{ blockType: 'table', kind: 'vip', columns: columns('Nivel', 'Volumen 30 días', 'Saldo BNB', 'Comisión maker', 'Comisión taker', 'Límite de retiro'), rows: vipRows }]),
};
