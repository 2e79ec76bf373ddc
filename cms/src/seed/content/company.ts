import type { PageSeed } from './types';

const stats = (l: [string, string, string]) => ({
  blockType: 'stats' as const,
  items: [
    { value: '200+', label: l[0] },
    { value: '2M+', label: l[1] },
    { value: '500+', label: l[2] },
  ],
});

export const about: PageSeed = {
  en: {
    title: 'About us',
    description: 'A trading platform for crypto, forex, stocks and metals, open around the clock.',
    layout: [
      {
        blockType: 'hero',
        heading: 'One account for crypto, forex, stocks and metals',
        subheading: 'We build a platform where regular, VIP and institutional clients trade on the same fair terms, 24 hours a day.',
      },
      stats(['cities', 'customers', 'companies']),
      {
        blockType: 'features',
        heading: 'What we stand for',
        items: [
          { title: 'Safety first', text: '95% of client assets are kept in cold storage; withdrawals go only to whitelisted addresses.' },
          { title: 'Clear costs', text: 'Spot fees from 0.1%, no deposit fee, every withdrawal fee published.' },
          { title: 'Fast money', text: 'Card deposits are instant; withdrawals are processed within 24 hours on business days.' },
          { title: 'People who answer', text: 'Support works around the clock and replies to e-mail within 24 hours on average.' },
        ],
      },
      {
        blockType: 'cta',
        heading: 'Try it without risk',
        text: 'Open a free demo account and trade with simulated funds.',
        buttonLabel: 'Open an account',
        buttonHref: '/register',
      },
    ],
  },
  ru: {
    title: 'О нас',
    description: 'Торговая платформа для криптовалют, форекса, акций и металлов, работающая круглосуточно.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Один счёт для криптовалют, форекса, акций и металлов',
        subheading:
          'Мы создаём платформу, где обычные, VIP и институциональные клиенты торгуют на одних и тех же честных условиях 24 часа в сутки.',
      },
      stats(['городов', 'клиентов', 'компаний']),
      {
        blockType: 'features',
        heading: 'Наши принципы',
        items: [
          {
            title: 'Безопасность прежде всего',
            text: '95% активов клиентов хранятся в холодных кошельках; вывод только на адреса из белого списка.',
          },
          { title: 'Понятные расходы', text: 'Комиссия на споте от 0,1%, пополнение без комиссии, все комиссии за вывод опубликованы.' },
          { title: 'Быстрые деньги', text: 'Пополнение картой мгновенное; выводы обрабатываются в течение 24 часов в рабочие дни.' },
          { title: 'Живая поддержка', text: 'Поддержка работает круглосуточно и отвечает на письма в среднем в течение 24 часов.' },
        ],
      },
      {
        blockType: 'cta',
        heading: 'Попробуйте без риска',
        text: 'Откройте бесплатный демо-счёт и торгуйте виртуальными средствами.',
        buttonLabel: 'Открыть счёт',
        buttonHref: '/register',
      },
    ],
  },
  de: {
    title: 'Über uns',
    description: 'Eine Handelsplattform für Krypto, Forex, Aktien und Metalle, die rund um die Uhr geöffnet ist.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Ein Konto für Krypto, Forex, Aktien und Metalle',
        subheading:
          'Wir bauen eine Plattform, auf der Privat-, VIP- und institutionelle Kunden zu denselben fairen Bedingungen handeln, 24 Stunden am Tag.',
      },
      stats(['Städte', 'Kunden', 'Unternehmen']),
      {
        blockType: 'features',
        heading: 'Wofür wir stehen',
        items: [
          {
            title: 'Sicherheit zuerst',
            text: '95 % der Kundengelder liegen in Cold Storage; Auszahlungen gehen nur an freigegebene Adressen.',
          },
          { title: 'Klare Kosten', text: 'Spot-Gebühren ab 0,1 %, keine Einzahlungsgebühr, jede Auszahlungsgebühr offen ausgewiesen.' },
          {
            title: 'Schnell verfügbares Geld',
            text: 'Karteneinzahlungen werden sofort gutgeschrieben; Auszahlungen bearbeiten wir an Werktagen innerhalb von 24 Stunden.',
          },
          {
            title: 'Menschen, die antworten',
            text: 'Unser Support arbeitet rund um die Uhr und beantwortet E-Mails im Schnitt innerhalb von 24 Stunden.',
          },
        ],
      },
      {
        blockType: 'cta',
        heading: 'Ohne Risiko ausprobieren',
        text: 'Eröffnen Sie ein kostenloses Demokonto und handeln Sie mit virtuellem Guthaben.',
        buttonLabel: 'Konto eröffnen',
        buttonHref: '/register',
      },
    ],
  },
  es: {
    title: 'Sobre nosotros',
    description: 'Una plataforma de trading para cripto, forex, acciones y metales, abierta las 24 horas.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Una sola cuenta para cripto, forex, acciones y metales',
        subheading:
          'Construimos una plataforma en la que clientes particulares, VIP e institucionales operan en las mismas condiciones justas, las 24 horas del día.',
      },
      stats(['ciudades', 'clientes', 'empresas']),
      {
        blockType: 'features',
        heading: 'Nuestros principios',
        items: [
          {
            title: 'La seguridad, lo primero',
            text: 'El 95 % de los activos de los clientes se guarda en almacenamiento en frío; los retiros solo van a direcciones de la lista blanca.',
          },
          {
            title: 'Costes claros',
            text: 'Comisiones spot desde el 0,1 %, depósitos sin comisión y todas las comisiones de retiro publicadas.',
          },
          {
            title: 'Su dinero, sin esperas',
            text: 'Los depósitos con tarjeta son instantáneos; los retiros se procesan en 24 horas en días hábiles.',
          },
          { title: 'Personas que responden', text: 'El soporte atiende las 24 horas y responde a los correos en 24 horas de media.' },
        ],
      },
      {
        blockType: 'cta',
        heading: 'Pruébelo sin riesgo',
        text: 'Abra una cuenta demo gratuita y opere con fondos simulados.',
        buttonLabel: 'Abrir una cuenta',
        buttonHref: '/register',
      },
    ],
  },
};

export const faq: PageSeed = {
  en: {
    title: 'Frequently asked questions',
    description: 'Answers about trading, deposits and withdrawals, and account security.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Frequently asked questions',
        subheading: 'Can’t find an answer? Our support team is available 24 hours a day.',
      },
      { blockType: 'faqList', heading: 'Trading', category: 'trading', anchor: 'trading' },
      { blockType: 'faqList', heading: 'Finance', category: 'finance', anchor: 'finance' },
      { blockType: 'faqList', heading: 'Security', category: 'security', anchor: 'security' },
      {
        blockType: 'cta',
        heading: 'Still have a question?',
        text: 'Write to us and we will answer within 24 hours on average.',
        buttonLabel: 'Contact support',
        buttonHref: '/contact',
      },
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
      {
        blockType: 'cta',
        heading: 'Остались вопросы?',
        text: 'Напишите нам — в среднем мы отвечаем в течение 24 часов.',
        buttonLabel: 'Написать в поддержку',
        buttonHref: '/contact',
      },
    ],
  },
  de: {
    title: 'Häufige Fragen',
    description: 'Antworten rund um Handel, Ein- und Auszahlungen sowie die Sicherheit Ihres Kontos.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Häufige Fragen',
        subheading: 'Keine passende Antwort gefunden? Unser Support ist rund um die Uhr für Sie da.',
      },
      { blockType: 'faqList', heading: 'Handel', category: 'trading', anchor: 'trading' },
      { blockType: 'faqList', heading: 'Finanzen', category: 'finance', anchor: 'finance' },
      { blockType: 'faqList', heading: 'Sicherheit', category: 'security', anchor: 'security' },
      {
        blockType: 'cta',
        heading: 'Noch Fragen?',
        text: 'Schreiben Sie uns: Im Schnitt antworten wir innerhalb von 24 Stunden.',
        buttonLabel: 'Support kontaktieren',
        buttonHref: '/contact',
      },
    ],
  },
  es: {
    title: 'Preguntas frecuentes',
    description: 'Respuestas sobre trading, depósitos y retiros, y la seguridad de su cuenta.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Preguntas frecuentes',
        subheading: '¿No encuentra la respuesta? Nuestro equipo de soporte atiende las 24 horas.',
      },
      { blockType: 'faqList', heading: 'Trading', category: 'trading', anchor: 'trading' },
      { blockType: 'faqList', heading: 'Finanzas', category: 'finance', anchor: 'finance' },
      { blockType: 'faqList', heading: 'Seguridad', category: 'security', anchor: 'security' },
      {
        blockType: 'cta',
        heading: '¿Le queda alguna duda?',
        text: 'Escríbanos y le responderemos en 24 horas de media.',
        buttonLabel: 'Contactar con soporte',
        buttonHref: '/contact',
      },
    ],
  },
};

const contactPage = (en: string, ru: string, de: string, es: string): PageSeed => ({
  en: {
    title: en,
    description: 'Reach support by chat, e-mail or a callback, 24 hours a day.',
    layout: [
      {
        blockType: 'hero',
        heading: 'We are here around the clock',
        subheading: 'Live chat and e-mail support 24 hours a day, in English and Russian.',
      },
      {
        blockType: 'services',
        heading: 'Ways to reach us',
        items: [
          { title: 'Live chat', text: 'Open the chat in the bottom-right corner of any page. Operators answer around the clock.' },
          {
            title: 'E-mail',
            text: 'Write to support@bourse.example. We reply within 24 hours on average. Include the transaction ID and screenshots if your question is about a payment.',
            href: 'mailto:support@bourse.example',
            linkLabel: 'Write an e-mail',
          },
          {
            title: 'Callback',
            text: 'Leave your phone number and a convenient time in the cabinet; a specialist calls you from a toll-free number.',
            href: '/cabinet/support',
            linkLabel: 'Request a callback',
          },
        ],
      },
      { blockType: 'faqList', heading: 'Quick answers' },
    ],
  },
  ru: {
    title: ru,
    description: 'Свяжитесь с поддержкой через чат, e-mail или обратный звонок — круглосуточно.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Мы на связи круглосуточно',
        subheading: 'Чат и поддержка по e-mail 24 часа в сутки на русском и английском.',
      },
      {
        blockType: 'services',
        heading: 'Как с нами связаться',
        items: [
          { title: 'Онлайн-чат', text: 'Откройте чат в правом нижнем углу любой страницы. Операторы отвечают круглосуточно.' },
          {
            title: 'E-mail',
            text: 'Пишите на support@bourse.example. В среднем мы отвечаем в течение 24 часов. Если вопрос о платеже, укажите ID транзакции и приложите скриншоты.',
            href: 'mailto:support@bourse.example',
            linkLabel: 'Написать письмо',
          },
          {
            title: 'Обратный звонок',
            text: 'Оставьте номер телефона и удобное время в личном кабинете — специалист перезвонит с бесплатного номера.',
            href: '/cabinet/support',
            linkLabel: 'Заказать звонок',
          },
        ],
      },
      { blockType: 'faqList', heading: 'Быстрые ответы' },
    ],
  },
  de: {
    title: de,
    description: 'Erreichen Sie unseren Support per Chat, E-Mail oder Rückruf, rund um die Uhr.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Wir sind rund um die Uhr für Sie da',
        subheading: 'Live-Chat und E-Mail-Support 24 Stunden am Tag, auf Englisch und Russisch.',
      },
      {
        blockType: 'services',
        heading: 'So erreichen Sie uns',
        items: [
          { title: 'Live-Chat', text: 'Öffnen Sie den Chat unten rechts auf jeder Seite. Unsere Mitarbeiter antworten rund um die Uhr.' },
          {
            title: 'E-Mail',
            text: 'Schreiben Sie an support@bourse.example. Wir antworten im Schnitt innerhalb von 24 Stunden. Geht es um eine Zahlung, nennen Sie bitte die Transaktions-ID und fügen Screenshots bei.',
            href: 'mailto:support@bourse.example',
            linkLabel: 'E-Mail schreiben',
          },
          {
            title: 'Rückruf',
            text: 'Hinterlegen Sie im Kundenbereich Ihre Telefonnummer und eine passende Uhrzeit; ein Mitarbeiter ruft Sie von einer gebührenfreien Nummer zurück.',
            href: '/cabinet/support',
            linkLabel: 'Rückruf anfordern',
          },
        ],
      },
      { blockType: 'faqList', heading: 'Schnelle Antworten' },
    ],
  },
  es: {
    title: es,
    description: 'Contacte con soporte por chat, correo electrónico o llamada, las 24 horas.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Le atendemos a cualquier hora',
        subheading: 'Chat en vivo y soporte por correo electrónico las 24 horas, en inglés y en ruso.',
      },
      {
        blockType: 'services',
        heading: 'Cómo contactarnos',
        items: [
          {
            title: 'Chat en vivo',
            text: 'Abra el chat en la esquina inferior derecha de cualquier página. Nuestros agentes responden a cualquier hora.',
          },
          {
            title: 'Correo electrónico',
            text: 'Escriba a support@bourse.example. Respondemos en 24 horas de media. Si su consulta es sobre un pago, indique el ID de la transacción y adjunte capturas de pantalla.',
            href: 'mailto:support@bourse.example',
            linkLabel: 'Escribir un correo',
          },
          {
            title: 'Le llamamos',
            text: 'Deje su número de teléfono y la hora que le convenga en su área personal; un especialista le llamará desde un número gratuito.',
            href: '/cabinet/support',
            linkLabel: 'Solicitar una llamada',
          },
        ],
      },
      { blockType: 'faqList', heading: 'Respuestas rápidas' },
    ],
  },
});

export const contacts = contactPage('Contacts', 'Контакты', 'Kontakt', 'Contacto');
export const contact = contactPage('Contact us', 'Связаться с нами', 'Kontaktieren Sie uns', 'Contáctenos');
