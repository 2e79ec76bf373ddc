import { common, type PageSeed } from './types';

const stats = (l: [string, string, string]) => ({ blockType: 'stats' as const, items: [{ value: '200+', label: l[0] }, { value: '2M+', label: l[1] }, { value: '500+', label: l[2] }] });

export const about: PageSeed = {
  en: {
    title: 'About us',
    description: 'A trading platform for crypto, forex, stocks and metals, open around the clock.',
    layout: [
      { blockType: 'hero', heading: 'One account for crypto, forex, stocks and metals', subheading: 'We build a platform where regular, VIP and institutional clients trade on the same fair terms, 24 hours a day.' },
      stats(['cities', 'customers', 'companies']),
      { blockType: 'features', heading: 'What we stand for', items: [
        { title: 'Safety first', text: '95% of client assets are kept in cold storage; withdrawals go only to whitelisted addresses.' },
        { title: 'Clear costs', text: 'Spot fees from 0.1%, no deposit fee, every withdrawal fee published.' },
        { title: 'Fast money', text: 'Card deposits are instant; withdrawals are processed within 24 hours on business days.' },
        { title: 'People who answer', text: 'Support works around the clock and replies to e-mail within 24 hours on average.' },
      ] },
      { blockType: 'cta', heading: 'Try it without risk', text: 'Open a free demo account and trade with simulated funds.', buttonLabel: 'Open an account', buttonHref: '/register' },
    ],
  },
  ru: {
    title: 'О нас',
    description: 'Торговая платформа для криптовалют, форекса, акций и металлов, работающая круглосуточно.',
    layout: [
      { blockType: 'hero', heading: 'Один счёт для криптовалют, форекса, акций и металлов', subheading: 'Мы создаём платформу, где обычные, VIP и институциональные клиенты торгуют на одних и тех же честных условиях 24 часа в сутки.' },
      stats(['городов', 'клиентов', 'компаний']),
      { blockType: 'features', heading: 'Наши принципы', items: [
        { title: 'Безопасность прежде всего', text: '95% активов клиентов хранятся в холодных кошельках; вывод только на адреса из белого списка.' },
        { title: 'Понятные расходы', text: 'Комиссия на споте от 0,1%, пополнение без комиссии, все комиссии за вывод опубликованы.' },
        { title: 'Быстрые деньги', text: 'Пополнение картой мгновенное; выводы обрабатываются в течение 24 часов в рабочие дни.' },
        { title: 'Живая поддержка', text: 'Поддержка работает круглосуточно и отвечает на письма в среднем в течение 24 часов.' },
      ] },
      { blockType: 'cta', heading: 'Попробуйте без риска', text: 'Откройте бесплатный демо-счёт и торгуйте виртуальными средствами.', buttonLabel: 'Открыть счёт', buttonHref: '/register' },
    ],
  },
  de: common('Über uns', 'Eine Handelsplattform für Krypto, Forex, Aktien und Metalle.', 'Ein Konto für Krypto, Forex, Aktien und Metalle', 'Rund um die Uhr, zu fairen Bedingungen für alle Kunden.', [stats(['Städte', 'Kunden', 'Unternehmen'])]),
  es: common('Sobre nosotros', 'Una plataforma para cripto, forex, acciones y metales.', 'Una cuenta para cripto, forex, acciones y metales', 'Disponible las 24 horas, con condiciones justas para todos.', [stats(['ciudades', 'clientes', 'empresas'])]),
};

export const faq: PageSeed = {
  en: {
    title: 'Frequently asked questions',
    description: 'Answers about trading, deposits and withdrawals, and account security.',
    layout: [
      { blockType: 'hero', heading: 'Frequently asked questions', subheading: 'Can’t find an answer? Our support team is available 24 hours a day.' },
      { blockType: 'faqList', heading: 'Trading', category: 'trading', anchor: 'trading' },
      { blockType: 'faqList', heading: 'Finance', category: 'finance', anchor: 'finance' },
      { blockType: 'faqList', heading: 'Security', category: 'security', anchor: 'security' },
      { blockType: 'cta', heading: 'Still have a question?', text: 'Write to us and we will answer within 24 hours on average.', buttonLabel: 'Contact support', buttonHref: '/contact' },
    ],
  },
  ru: {
    title: 'Частые вопросы',
    description: 'Ответы о торговле, пополнении и выводе средств и безопасности счёта.',
    layout: [
      { blockType: 'hero', heading: 'Частые вопросы', subheading: 'Не нашли ответа? Служба поддержки работает 24 часа в сутки.' },
      { blockType: 'faqList', heading: 'Торговля', category: 'trading', anchor: 'trading' },
      { blockType: 'faqList', heading: 'Финансы', category: 'finance', anchor: 'finance' },
      { blockType: 'faqList', heading: 'Безопасность', category: 'security', anchor: 'security' },
      { blockType: 'cta', heading: 'Остались вопросы?', text: 'Напишите нам — в среднем мы отвечаем в течение 24 часов.', buttonLabel: 'Написать в поддержку', buttonHref: '/contact' },
    ],
  },
  de: common('Häufige Fragen', 'Antworten zu Handel, Finanzen und Sicherheit.', 'Häufige Fragen', 'Unser Support ist rund um die Uhr erreichbar.', [{ blockType: 'faqList' }]),
  es: common('Preguntas frecuentes', 'Respuestas sobre trading, finanzas y seguridad.', 'Preguntas frecuentes', 'Nuestro soporte está disponible las 24 horas.', [{ blockType: 'faqList' }]),
};

const contactPage = (en: string, ru: string, de: string, es: string): PageSeed => ({
  en: {
    title: en,
    description: 'Reach support by chat, e-mail or a callback, 24 hours a day.',
    layout: [
      { blockType: 'hero', heading: 'We are here around the clock', subheading: 'Live chat and e-mail support 24 hours a day, in English and Russian.' },
      { blockType: 'services', heading: 'Ways to reach us', items: [
        { title: 'Live chat', text: 'Open the chat in the bottom-right corner of any page. Operators answer around the clock.' },
        { title: 'E-mail', text: 'Write to support@bourse.example. We reply within 24 hours on average. Include the transaction ID and screenshots if your question is about a payment.', href: 'mailto:support@bourse.example', linkLabel: 'Write an e-mail' },
        { title: 'Callback', text: 'Leave your phone number and a convenient time in the cabinet; a specialist calls you from a toll-free number.', href: '/cabinet/support', linkLabel: 'Request a callback' },
      ] },
      { blockType: 'faqList', heading: 'Quick answers' },
    ],
  },
  ru: {
    title: ru,
    description: 'Свяжитесь с поддержкой через чат, e-mail или обратный звонок — круглосуточно.',
    layout: [
      { blockType: 'hero', heading: 'Мы на связи круглосуточно', subheading: 'Чат и поддержка по e-mail 24 часа в сутки на русском и английском.' },
      { blockType: 'services', heading: 'Как с нами связаться', items: [
        { title: 'Онлайн-чат', text: 'Откройте чат в правом нижнем углу любой страницы. Операторы отвечают круглосуточно.' },
        { title: 'E-mail', text: 'Пишите на support@bourse.example. В среднем мы отвечаем в течение 24 часов. Если вопрос о платеже, укажите ID транзакции и приложите скриншоты.', href: 'mailto:support@bourse.example', linkLabel: 'Написать письмо' },
        { title: 'Обратный звонок', text: 'Оставьте номер телефона и удобное время в личном кабинете — специалист перезвонит с бесплатного номера.', href: '/cabinet/support', linkLabel: 'Заказать звонок' },
      ] },
      { blockType: 'faqList', heading: 'Быстрые ответы' },
    ],
  },
  de: common(de, 'Support per Chat, E-Mail oder Rückruf, rund um die Uhr.', 'Wir sind rund um die Uhr für Sie da', 'Chat und E-Mail-Support 24 Stunden am Tag: support@bourse.example.'),
  es: common(es, 'Soporte por chat, correo o devolución de llamada, las 24 horas.', 'Estamos disponibles las 24 horas', 'Chat y soporte por correo las 24 horas: support@bourse.example.'),
});

export const contacts = contactPage('Contacts', 'Контакты', 'Kontakt', 'Contacto');
export const contact = contactPage('Contact us', 'Связаться с нами', 'Kontaktieren Sie uns', 'Contáctenos');
