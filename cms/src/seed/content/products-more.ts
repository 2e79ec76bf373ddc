import type { PageSeed } from './types';

export const buyCrypto: PageSeed = {
  en: {
    title: 'Buy crypto',
    description: 'Buy or sell crypto in a few clicks.',
    layout: [
      { blockType: 'hero', heading: 'Buy and sell crypto', subheading: 'Card deposits are instant; bank transfers take 1-3 days.' },
      { blockType: 'widget', widget: 'swap', heading: 'Swap' },
      {
        blockType: 'steps',
        heading: 'How it works',
        items: [{ title: 'Choose what you give' }, { title: 'Choose what you receive' }, { title: 'Confirm the amount' }],
      },
    ],
  },
  ru: {
    title: 'Купить криптовалюту',
    description: 'Покупайте и продавайте криптовалюту в несколько кликов.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Покупка и продажа криптовалюты',
        subheading: 'Пополнение картой мгновенное, банковский перевод — 1–3 дня.',
      },
      { blockType: 'widget', widget: 'swap', heading: 'Обмен' },
      {
        blockType: 'steps',
        heading: 'Как это работает',
        items: [{ title: 'Выберите, что отдаёте' }, { title: 'Выберите, что получаете' }, { title: 'Подтвердите сумму' }],
      },
    ],
  },
  de: {
    title: 'Krypto kaufen',
    description: 'Kaufen oder verkaufen Sie Krypto mit wenigen Klicks.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Krypto kaufen und verkaufen',
        subheading: 'Karteneinzahlungen werden sofort gutgeschrieben, Banküberweisungen dauern 1–3 Tage.',
      },
      { blockType: 'widget', widget: 'swap', heading: 'Tauschen' },
      {
        blockType: 'steps',
        heading: 'So funktioniert es',
        items: [{ title: 'Wählen Sie, was Sie abgeben' }, { title: 'Wählen Sie, was Sie erhalten' }, { title: 'Betrag bestätigen' }],
      },
    ],
  },
  es: {
    title: 'Comprar cripto',
    description: 'Compre o venda cripto en pocos clics.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Compre y venda cripto',
        subheading: 'Los depósitos con tarjeta son instantáneos; las transferencias bancarias tardan de 1 a 3 días.',
      },
      { blockType: 'widget', widget: 'swap', heading: 'Intercambio' },
      {
        blockType: 'steps',
        heading: 'Cómo funciona',
        items: [{ title: 'Elija lo que entrega' }, { title: 'Elija lo que recibe' }, { title: 'Confirme el importe' }],
      },
    ],
  },
};

export const bonusCenter: PageSeed = {
  en: {
    title: 'Bonus center',
    description: 'Earn points for tasks and spend them in the reward shop.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Bonus center',
        subheading: 'Complete tasks, collect points, exchange them for fee discounts and more.',
      },
      { blockType: 'widget', widget: 'bonusCenter', heading: 'Your points and tasks' },
      {
        blockType: 'riskWarning',
        text: 'A deposit bonus can be withdrawn only after the required trading volume per 1,000 USD of bonus is reached.',
      },
    ],
  },
  ru: {
    title: 'Бонусный центр',
    description: 'Получайте баллы за задания и тратьте их в магазине наград.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Бонусный центр',
        subheading: 'Выполняйте задания, копите баллы и обменивайте их на скидки на комиссии и не только.',
      },
      { blockType: 'widget', widget: 'bonusCenter', heading: 'Ваши баллы и задания' },
      {
        blockType: 'riskWarning',
        text: 'Бонус на депозит можно вывести только после выполнения требуемого торгового оборота на каждые 1 000 USD бонуса.',
      },
    ],
  },
  de: {
    title: 'Bonuscenter',
    description: 'Sammeln Sie Punkte für Aufgaben und lösen Sie sie im Prämienshop ein.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Bonuscenter',
        subheading: 'Erledigen Sie Aufgaben, sammeln Sie Punkte und tauschen Sie sie gegen Gebührenrabatte und weitere Prämien.',
      },
      { blockType: 'widget', widget: 'bonusCenter', heading: 'Ihre Punkte und Aufgaben' },
      {
        blockType: 'riskWarning',
        text: 'Ein Einzahlungsbonus kann erst ausgezahlt werden, wenn das geforderte Handelsvolumen je 1.000 USD Bonus erreicht ist.',
      },
    ],
  },
  es: {
    title: 'Centro de bonos',
    description: 'Gane puntos completando tareas y canjéelos en la tienda de recompensas.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Centro de bonos',
        subheading: 'Complete tareas, acumule puntos y canjéelos por descuentos en comisiones y mucho más.',
      },
      { blockType: 'widget', widget: 'bonusCenter', heading: 'Sus puntos y tareas' },
      {
        blockType: 'riskWarning',
        text: 'Un bono de depósito solo puede retirarse tras alcanzar el volumen de trading exigido por cada 1.000 USD de bono.',
      },
    ],
  },
};

/** The groups of /more; labels are [VIP, Wallet, Fan token, Charity] in the page's language. */
const groups = (t: [string, string, string], d: string[], labels: [string, string, string, string]) => [
  {
    title: t[0],
    items: [
      { label: labels[0], href: '/vip', description: d[0] },
      { label: 'Launchpool', href: '/launchpool', description: d[1] },
      { label: labels[1], href: '/wallet', description: d[2] },
    ],
  },
  {
    title: t[1],
    items: [
      { label: 'Megadrop', href: '/megadrop', description: d[3] },
      { label: 'Pay', href: '/pay', description: d[4] },
      { label: 'NFT', href: '/nft', description: d[5] },
    ],
  },
  {
    title: t[2],
    items: [
      { label: labels[2], href: '/fan-token', description: d[6] },
      { label: 'BNB Chain', href: '/bnb-chain', description: d[7] },
      { label: labels[3], href: '/charity', description: d[8] },
    ],
  },
];

export const more: PageSeed = {
  en: {
    title: 'All products',
    description: 'Every product of the platform in one place.',
    layout: [
      { blockType: 'hero', heading: 'All products', subheading: 'Trading, financial products and more.' },
      {
        blockType: 'productGroups',
        groups: groups(
          ['Trading and investment', 'Financial products', 'Additional'],
          [
            'Higher limits and lower fees',
            'Stake tokens, farm new ones',
            'Deposit, withdraw, hold',
            'Airdrops for holders',
            'Pay with crypto',
            'Collect and trade NFTs',
            'Club tokens for fans',
            'The ecosystem behind BNB',
            'Donate transparently',
          ],
          ['VIP & Institutional', 'Wallet', 'Fan token', 'Charity'],
        ),
      },
    ],
  },
  ru: {
    title: 'Все продукты',
    description: 'Все продукты платформы в одном месте.',
    layout: [
      { blockType: 'hero', heading: 'Все продукты', subheading: 'Торговля, финансовые продукты и не только.' },
      {
        blockType: 'productGroups',
        groups: groups(
          ['Торговля и инвестиции', 'Финансовые продукты', 'Дополнительно'],
          [
            'Высокие лимиты и низкие комиссии',
            'Стейкинг и фарминг новых токенов',
            'Пополнение, вывод, хранение',
            'Аирдропы для держателей',
            'Оплата криптовалютой',
            'Коллекционируйте и торгуйте NFT',
            'Токены клубов для болельщиков',
            'Экосистема BNB',
            'Прозрачная благотворительность',
          ],
          ['VIP и институциональным', 'Кошелёк', 'Фан-токены', 'Благотворительность'],
        ),
      },
    ],
  },
  de: {
    title: 'Alle Produkte',
    description: 'Alle Produkte der Plattform auf einen Blick.',
    layout: [
      { blockType: 'hero', heading: 'Alle Produkte', subheading: 'Handel, Finanzprodukte und mehr.' },
      {
        blockType: 'productGroups',
        groups: groups(
          ['Handel und Investment', 'Finanzprodukte', 'Weitere Angebote'],
          [
            'Höhere Limits, niedrigere Gebühren',
            'Token staken, neue Token farmen',
            'Einzahlen, auszahlen, verwahren',
            'Airdrops für Inhaber',
            'Mit Krypto bezahlen',
            'NFTs sammeln und handeln',
            'Club-Token für Fans',
            'Das Ökosystem hinter BNB',
            'Transparent spenden',
          ],
          ['VIP & Institutionelle', 'Wallet', 'Fan-Token', 'Spenden'],
        ),
      },
    ],
  },
  es: {
    title: 'Todos los productos',
    description: 'Todos los productos de la plataforma en un solo lugar.',
    layout: [
      { blockType: 'hero', heading: 'Todos los productos', subheading: 'Trading, productos financieros y mucho más.' },
      {
        blockType: 'productGroups',
        groups: groups(
          ['Trading e inversión', 'Productos financieros', 'Otros servicios'],
          [
            'Límites más altos y comisiones más bajas',
            'Haga staking y obtenga tokens nuevos',
            'Deposite, retire y guarde',
            'Airdrops para poseedores',
            'Pague con cripto',
            'Coleccione y opere NFT',
            'Tokens de clubes para aficionados',
            'El ecosistema detrás de BNB',
            'Done con transparencia',
          ],
          ['VIP e institucional', 'Billetera', 'Fan tokens', 'Beneficencia'],
        ),
      },
    ],
  },
};
