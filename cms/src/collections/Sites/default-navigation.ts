import type { Locale } from '../../locales';
import type { Navigation } from './navigation';

/** [en, ru, de, es] */
type Label = readonly [string, string, string, string];
type Link = readonly [Label, string];
const order: Locale[] = ['en', 'ru', 'de', 'es'];

const header: Array<{ label: Label; href?: string; children?: Link[] }> = [
  {
    label: ['Trading', 'Торговля', 'Handel', 'Trading'],
    children: [
      [['Crypto', 'Криптовалюта', 'Krypto', 'Cripto'], '/crypto'],
      [['Forex', 'Форекс', 'Forex', 'Forex'], '/forex'],
      [['Stocks', 'Акции', 'Aktien', 'Acciones'], '/stock'],
      [['Metals', 'Металлы', 'Metalle', 'Metales'], '/stock#metals'],
      [['Currency converter', 'Конвертер валют', 'Währungsrechner', 'Conversor de divisas'], '/currency'],
      [['Futures', 'Фьючерсы', 'Futures', 'Futuros'], '/futures'],
    ],
  },
  {
    label: ['Legal', 'Документы', 'Rechtliches', 'Legal'],
    children: [
      [['Terms of use', 'Условия использования', 'Nutzungsbedingungen', 'Términos de uso'], '/terms'],
      [['Privacy policy', 'Политика конфиденциальности', 'Datenschutz', 'Privacidad'], '/privacy'],
      [['KYC policy', 'Политика KYC', 'KYC-Richtlinie', 'Política KYC'], '/kyc'],
      [['Risk disclosure', 'Раскрытие рисков', 'Risikohinweis', 'Divulgación de riesgos'], '/risk-disclosure'],
      [['Withdrawal', 'Вывод средств', 'Auszahlung', 'Retiros'], '/refund-policy'],
      [['AML policy', 'Политика AML', 'AML-Richtlinie', 'Política AML'], '/aml'],
    ],
  },
  {
    label: ['Square', 'Площадь', 'Square', 'Square'],
    children: [
      [['Feed', 'Лента', 'Feed', 'Noticias'], '/news'],
      [['Blog', 'Блог', 'Blog', 'Blog'], '/blog'],
    ],
  },
  {
    label: ['More', 'Ещё', 'Mehr', 'Más'],
    children: [
      [['VIP', 'VIP', 'VIP', 'VIP'], '/vip'],
      [['Launchpad', 'Лаунчпад', 'Launchpad', 'Launchpad'], '/launchpad'],
      [['Research', 'Аналитика', 'Research', 'Investigación'], '/research'],
      [['All products', 'Все продукты', 'Alle Produkte', 'Todos los productos'], '/more'],
    ],
  },
  { label: ['About', 'О нас', 'Über uns', 'Nosotros'], href: '/about' },
  { label: ['FAQ', 'FAQ', 'FAQ', 'FAQ'], href: '/faq' },
  { label: ['Contacts', 'Контакты', 'Kontakt', 'Contacto'], href: '/contacts' },
];

const footer: Array<{ title: Label; links: Link[] }> = [
  {
    title: ['Products', 'Продукты', 'Produkte', 'Productos'],
    links: [
      [['Buy crypto', 'Купить криптовалюту', 'Krypto kaufen', 'Comprar cripto'], '/buy-crypto'],
      [['Earn', 'Заработок', 'Earn', 'Earn'], '/earn'],
      [['Futures', 'Фьючерсы', 'Futures', 'Futuros'], '/futures'],
      [['Bonus center', 'Бонусный центр', 'Bonuscenter', 'Centro de bonos'], '/bonus-center'],
      [['Insurance fund', 'Страховой фонд', 'Versicherungsfonds', 'Fondo de seguro'], '/insurance-fund'],
    ],
  },
  {
    title: ['Company', 'Компания', 'Unternehmen', 'Empresa'],
    links: [
      [['About', 'О нас', 'Über uns', 'Nosotros'], '/about'],
      [['News', 'Новости', 'Neuigkeiten', 'Noticias'], '/news'],
      [['Blog', 'Блог', 'Blog', 'Blog'], '/blog'],
      [['FAQ', 'FAQ', 'FAQ', 'FAQ'], '/faq'],
      [['Contact us', 'Связаться с нами', 'Kontakt', 'Contáctenos'], '/contact'],
    ],
  },
  {
    title: ['Legal', 'Документы', 'Rechtliches', 'Legal'],
    links: [
      [['Withdrawal policy', 'Политика вывода средств', 'Auszahlungsrichtlinie', 'Política de retiros'], '/legal/withdrawal'],
      [['Client agreement', 'Клиентское соглашение', 'Kundenvereinbarung', 'Acuerdo de cliente'], '/legal/agreement'],
      [['Risk warning', 'Предупреждение о рисках', 'Risikowarnung', 'Advertencia de riesgo'], '/legal/risk'],
      [['AML/KYC', 'AML/KYC', 'AML/KYC', 'AML/KYC'], '/legal/aml'],
      [['Conflict of interest', 'Конфликт интересов', 'Interessenkonflikte', 'Conflicto de intereses'], '/legal/conflict'],
      [['Cookies', 'Файлы cookie', 'Cookies', 'Cookies'], '/cookies'],
    ],
  },
];

/** The built-in menus in one language: the seed's starting point and the answer when a site has none. */
export function defaultNavigation(locale: Locale): Navigation {
  const i = order.indexOf(locale);
  const link = ([l, href]: Link) => ({ label: l[i]!, href });
  return {
    header: header.map((h) => ({
      label: h.label[i]!,
      ...(h.href ? { href: h.href } : {}),
      ...(h.children ? { children: h.children.map(link) } : {}),
    })),
    footer: footer.map((f) => ({ title: f.title[i]!, links: f.links.map(link) })),
  };
}
