import { common, type PageSeed } from './types';

export const buyCrypto: PageSeed = {
  en: { title: 'Buy crypto', description: 'Buy or sell crypto in a few clicks.', layout: [{ blockType: 'hero', heading: 'Buy and sell crypto', subheading: 'Card deposits are instant; bank transfers take 1-3 days.' }, { blockType: 'widget', widget: 'swap', heading: 'Swap' }, { blockType: 'steps', heading: 'How it works', items: [{ title: 'Choose what you give' }, { title: 'Choose what you receive' }, { title: 'Confirm the amount' }] }] },
  ru: { title: 'Купить криптовалюту', description: 'Покупайте и продавайте криптовалюту в несколько кликов.', layout: [{ blockType: 'hero', heading: 'Покупка и продажа криптовалюты', subheading: 'Пополнение картой мгновенное, банковский перевод — 1–3 дня.' }, { blockType: 'widget', widget: 'swap', heading: 'Обмен' }, { blockType: 'steps', heading: 'Как это работает', items: [{ title: 'Выберите, что отдаёте' }, { title: 'Выберите, что получаете' }, { title: 'Подтвердите сумму' }] }] },
  de: common('Krypto kaufen', 'Krypto in wenigen Klicks kaufen oder verkaufen.', 'Krypto kaufen und verkaufen', 'Kartenzahlungen sofort, Banküberweisung 1-3 Tage.'),
  es: common('Comprar cripto', 'Compre o venda cripto en pocos clics.', 'Compre y venda cripto', 'Depósitos con tarjeta al instante, transferencia en 1-3 días.'),
};

export const bonusCenter: PageSeed = {
  en: { title: 'Bonus center', description: 'Earn points for tasks and spend them in the reward shop.', layout: [{ blockType: 'hero', heading: 'Bonus center', subheading: 'Complete tasks, collect points, exchange them for fee discounts and more.' }, { blockType: 'widget', widget: 'bonusCenter', heading: 'Your points and tasks' }, { blockType: 'riskWarning', text: 'A deposit bonus can be withdrawn only after the required trading volume per 1,000 USD of bonus is reached.' }] },
  ru: { title: 'Бонусный центр', description: 'Получайте баллы за задания и тратьте их в магазине наград.', layout: [{ blockType: 'hero', heading: 'Бонусный центр', subheading: 'Выполняйте задания, копите баллы и обменивайте их на скидки на комиссии и не только.' }, { blockType: 'widget', widget: 'bonusCenter', heading: 'Ваши баллы и задания' }, { blockType: 'riskWarning', text: 'Бонус на депозит можно вывести только после выполнения требуемого торгового оборота на каждые 1 000 USD бонуса.' }] },
  de: common('Bonuscenter', 'Punkte für Aufgaben sammeln und einlösen.', 'Bonuscenter', 'Aufgaben erledigen, Punkte sammeln, Prämien einlösen.'),
  es: common('Centro de bonos', 'Gane puntos con tareas y canjéelos.', 'Centro de bonos', 'Complete tareas, acumule puntos y canjéelos.'),
};

const groups = (t: [string, string, string], d: string[]) => [
  { title: t[0], items: [{ label: 'VIP & Institutional', href: '/vip', description: d[0] }, { label: 'Launchpool', href: '/launchpool', description: d[1] }, { label: 'Wallet', href: '/wallet', description: d[2] }] },
  { title: t[1], items: [{ label: 'Megadrop', href: '/megadrop', description: d[3] }, { label: 'Pay', href: '/pay', description: d[4] }, { label: 'NFT', href: '/nft', description: d[5] }] },
  { title: t[2], items: [{ label: 'Fan token', href: '/fan-token', description: d[6] }, { label: 'BNB Chain', href: '/bnb-chain', description: d[7] }, { label: 'Charity', href: '/charity', description: d[8] }] },
];

export const more: PageSeed = {
  en: { title: 'All products', description: 'Every product of the platform in one place.', layout: [{ blockType: 'hero', heading: 'All products', subheading: 'Trading, financial products and more.' }, { blockType: 'productGroups', groups: groups(['Trading and investment', 'Financial products', 'Additional'], ['Higher limits and lower fees', 'Stake tokens, farm new ones', 'Deposit, withdraw, hold', 'Airdrops for holders', 'Pay with crypto', 'Collect and trade NFTs', 'Club tokens for fans', 'The ecosystem behind BNB', 'Donate transparently']) }] },
  ru: { title: 'Все продукты', description: 'Все продукты платформы в одном месте.', layout: [{ blockType: 'hero', heading: 'Все продукты', subheading: 'Торговля, финансовые продукты и не только.' }, { blockType: 'productGroups', groups: groups(['Торговля и инвестиции', 'Финансовые продукты', 'Дополнительно'], ['Высокие лимиты и низкие комиссии', 'Стейкинг и фарминг новых токенов', 'Пополнение, вывод, хранение', 'Аирдропы для держателей', 'Оплата криптовалютой', 'Коллекционируйте и торгуйте NFT', 'Токены клубов для болельщиков', 'Экосистема BNB', 'Прозрачная благотворительность']) }] },
  de: common('Alle Produkte', 'Alle Produkte der Plattform.', 'Alle Produkte', 'Handel, Finanzprodukte und mehr.'),
  es: common('Todos los productos', 'Todos los productos de la plataforma.', 'Todos los productos', 'Trading, productos financieros y más.'),
};
