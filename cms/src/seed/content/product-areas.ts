import { common, type PageContent, type PageSeed, type SeedBlock } from './types';

/**
 * The product areas /more links to. Each page says what the product is and how it works, and is
 * plain about what this platform offers today (the area's own screens are not open yet), so a
 * visitor who follows a link from /more reads something true instead of a 404.
 */
type Area = { title: string; description: string; heading: string; subheading: string; features: [string, string][]; note: string };

const page = (area: Area, labels: { how: string; cta: string; ctaText: string; button: string }): PageContent => ({
  title: area.title,
  description: area.description,
  layout: [
    { blockType: 'hero', heading: area.heading, subheading: area.subheading },
    { blockType: 'features', heading: labels.how, items: area.features.map(([title, text]) => ({ title, text })) },
    { blockType: 'riskWarning', text: area.note },
    { blockType: 'cta', heading: labels.cta, text: labels.ctaText, buttonLabel: labels.button, buttonHref: '/more' },
  ] satisfies SeedBlock[],
});

const en = { how: 'How it works', cta: 'Every product in one place', ctaText: 'See what else the platform offers.', button: 'All products' };
const ru = { how: 'Как это устроено', cta: 'Все продукты в одном месте', ctaText: 'Посмотрите, что ещё предлагает платформа.', button: 'Все продукты' };
const notYet = 'This product is not open on this platform yet: the page explains how it works. Spot trading, the swap and the cabinet are available now.';
const notYetRu = 'Этот продукт на платформе пока не открыт: на странице описано, как он устроен. Спотовая торговля, обмен и кабинет доступны уже сейчас.';

const area = (byLocale: { en: Area; ru: Area; de: [string, string, string, string]; es: [string, string, string, string] }): PageSeed => ({
  en: page(byLocale.en, en),
  ru: page(byLocale.ru, ru),
  de: common(...byLocale.de),
  es: common(...byLocale.es),
});

export const launchpool = area({
  en: { title: 'Launchpool', description: 'Stake tokens to farm new ones.', heading: 'Launchpool', subheading: 'Lock tokens you already hold in a pool and receive a new project’s tokens as a reward, without buying them.', note: `Rewards depend on the pool’s total stake and can fall as others join. ${notYet}`,
    features: [['Choose a pool', 'Each pool names the token you stake and the token you farm, with its start and end dates.'], ['Stake and farm', 'Rewards accrue every hour in proportion to your share of the pool.'], ['Redeem any time', 'Staked tokens can be taken back at any moment; accrued rewards stay yours.']] },
  ru: { title: 'Лаунчпул', description: 'Стейкайте токены и фармите новые.', heading: 'Лаунчпул', subheading: 'Заблокируйте токены, которые у вас уже есть, в пуле и получайте токены нового проекта в награду, не покупая их.', note: `Награда зависит от общего объёма пула и может снижаться, когда к нему присоединяются другие. ${notYetRu}`,
    features: [['Выберите пул', 'У каждого пула указаны токен для стейкинга, токен награды, даты начала и окончания.'], ['Стейкайте и фармите', 'Награда начисляется каждый час пропорционально вашей доле в пуле.'], ['Выводите в любой момент', 'Застейканные токены можно забрать когда угодно; начисленная награда остаётся вашей.']] },
  de: ['Launchpool', 'Token staken und neue Token farmen.', 'Launchpool', 'Hinterlegen Sie Token in einem Pool und erhalten Sie neue Projekt-Token als Belohnung.'],
  es: ['Launchpool', 'Haga staking de tokens y obtenga otros nuevos.', 'Launchpool', 'Bloquee tokens en un pool y reciba como recompensa los de un proyecto nuevo.'],
});

export const wallet = area({
  en: { title: 'Wallet', description: 'Deposit, withdraw and hold your assets.', heading: 'Wallet', subheading: 'One wallet for spot trading: deposit by network, withdraw to whitelisted addresses, see every movement.', note: 'Your demo wallet lives in the cabinet: deposits and withdrawals there are simulated with demo money.',
    features: [['Deposit', 'Choose a coin and its network, copy the address, funds arrive after the network’s confirmations.'], ['Withdraw', 'Network fees and limits are shown before you confirm; withdrawals are processed within 24 hours on business days.'], ['History', 'Every deposit and withdrawal with its status and transaction ID.']] },
  ru: { title: 'Кошелёк', description: 'Пополнение, вывод и хранение активов.', heading: 'Кошелёк', subheading: 'Один кошелёк для спотовой торговли: пополнение по сети, вывод на адреса из белого списка, история всех операций.', note: 'Ваш демо-кошелёк находится в кабинете: пополнения и выводы там выполняются с демо-средствами.',
    features: [['Пополнение', 'Выберите монету и сеть, скопируйте адрес: средства поступят после подтверждений сети.'], ['Вывод', 'Комиссия и лимиты сети видны до подтверждения; выводы обрабатываются в течение 24 часов в рабочие дни.'], ['История', 'Каждое пополнение и вывод со статусом и ID транзакции.']] },
  de: ['Wallet', 'Einzahlen, auszahlen und verwahren.', 'Wallet', 'Eine Wallet für den Spothandel: Einzahlung je Netzwerk, Auszahlung, vollständiger Verlauf.'],
  es: ['Billetera', 'Deposite, retire y guarde sus activos.', 'Billetera', 'Una billetera para el trading spot: depósitos por red, retiros e historial completo.'],
});

export const megadrop = area({
  en: { title: 'Megadrop', description: 'Airdrops for holders who lock their tokens.', heading: 'Megadrop', subheading: 'Lock tokens for a fixed term and complete a project’s tasks to earn a share of its airdrop.', note: `Locked tokens cannot be redeemed before the term ends. ${notYet}`,
    features: [['Lock', 'Choose a fixed term: the longer the lock, the higher your score.'], ['Complete tasks', 'Projects add tasks that raise the score further.'], ['Receive the airdrop', 'Tokens are shared by score when the Megadrop ends and credited before listing.']] },
  ru: { title: 'Мегадроп', description: 'Аирдропы для держателей, заблокировавших токены.', heading: 'Мегадроп', subheading: 'Заблокируйте токены на фиксированный срок и выполняйте задания проекта, чтобы получить долю его аирдропа.', note: `Заблокированные токены нельзя забрать до окончания срока. ${notYetRu}`,
    features: [['Блокировка', 'Выберите фиксированный срок: чем он дольше, тем выше ваш рейтинг.'], ['Задания', 'Проекты добавляют задания, которые повышают рейтинг.'], ['Получение аирдропа', 'Токены распределяются по рейтингу после окончания мегадропа и зачисляются до листинга.']] },
  de: ['Megadrop', 'Airdrops für Inhaber, die Token sperren.', 'Megadrop', 'Token für eine feste Laufzeit sperren und einen Anteil am Airdrop erhalten.'],
  es: ['Megadrop', 'Airdrops para quienes bloquean sus tokens.', 'Megadrop', 'Bloquee tokens a plazo fijo y reciba parte del airdrop de un proyecto.'],
});

export const pay = area({
  en: { title: 'Pay', description: 'Send and receive crypto payments.', heading: 'Pay', subheading: 'Send crypto to friends and shops by e-mail or ID, with no network fee between accounts.', note: `A payment between accounts cannot be reversed. ${notYet}`,
    features: [['Send', 'Enter the recipient’s e-mail or ID and the amount; the transfer is instant.'], ['Receive', 'Share your payment ID or QR code.'], ['Pay in shops', 'Merchants that accept the platform’s pay show its QR code at checkout.']] },
  ru: { title: 'Pay', description: 'Отправляйте и получайте платежи в криптовалюте.', heading: 'Платежи через Pay', subheading: 'Отправляйте криптовалюту друзьям и магазинам по e-mail или ID, без сетевой комиссии между счетами.', note: `Платёж между счетами нельзя отменить. ${notYetRu}`,
    features: [['Отправка', 'Укажите e-mail или ID получателя и сумму: перевод мгновенный.'], ['Получение', 'Поделитесь своим платёжным ID или QR-кодом.'], ['Оплата в магазинах', 'Продавцы, принимающие оплату платформы, показывают её QR-код при оформлении заказа.']] },
  de: ['Pay', 'Krypto-Zahlungen senden und empfangen.', 'Pay', 'Krypto per E-Mail oder ID senden, ohne Netzwerkgebühr zwischen Konten.'],
  es: ['Pay', 'Envíe y reciba pagos en cripto.', 'Pay', 'Envíe cripto por correo o ID, sin comisión de red entre cuentas.'],
});

export const nft = area({
  en: { title: 'NFT', description: 'Collect and trade NFTs.', heading: 'NFT marketplace', subheading: 'Buy, sell and hold digital collectibles in the same account you trade with.', note: `NFT prices are set by buyers and sellers alone and can fall to zero. ${notYet}`,
    features: [['Browse collections', 'Every collection shows its creator, floor price and recent sales.'], ['Buy or bid', 'Buy at a fixed price or bid in an auction.'], ['Sell', 'List an NFT you hold at your price; the platform’s fee is shown before you confirm.']] },
  ru: { title: 'NFT', description: 'Коллекционируйте и торгуйте NFT.', heading: 'NFT-маркетплейс', subheading: 'Покупайте, продавайте и храните цифровые коллекционные предметы на том же счёте, на котором торгуете.', note: `Цены NFT определяют только покупатели и продавцы; они могут упасть до нуля. ${notYetRu}`,
    features: [['Коллекции', 'У каждой коллекции указаны автор, минимальная цена и последние продажи.'], ['Покупка или ставка', 'Покупайте по фиксированной цене или делайте ставку на аукционе.'], ['Продажа', 'Выставьте свой NFT по своей цене; комиссия платформы видна до подтверждения.']] },
  de: ['NFT', 'NFTs sammeln und handeln.', 'NFT-Marktplatz', 'Digitale Sammlerstücke im selben Konto kaufen, verkaufen und halten.'],
  es: ['NFT', 'Colecciona y negocia NFT.', 'Mercado de NFT', 'Compre, venda y guarde coleccionables digitales en su misma cuenta.'],
});

export const fanToken = area({
  en: { title: 'Fan token', description: 'Club tokens for fans.', heading: 'Fan tokens', subheading: 'Tokens issued with sports clubs: holders vote in club polls and unlock rewards.', note: `Fan tokens are utility tokens, not shares in a club, and their price is volatile. ${notYet}`,
    features: [['Hold', 'Buy a club’s token on the spot market.'], ['Vote', 'Each token is a vote in the club’s fan polls.'], ['Unlock rewards', 'Clubs offer holders merchandise, tickets and experiences.']] },
  ru: { title: 'Фан-токены', description: 'Токены клубов для болельщиков.', heading: 'Фан-токены', subheading: 'Токены, выпущенные вместе со спортивными клубами: держатели голосуют в опросах клуба и получают награды.', note: `Фан-токены — служебные токены, а не доли в клубе; их цена волатильна. ${notYetRu}`,
    features: [['Владейте', 'Купите токен клуба на спотовом рынке.'], ['Голосуйте', 'Каждый токен — голос в опросах болельщиков клуба.'], ['Получайте награды', 'Клубы предлагают держателям атрибутику, билеты и встречи.']] },
  de: ['Fan-Token', 'Vereins-Token für Fans.', 'Fan-Token', 'Token von Sportvereinen: Inhaber stimmen ab und erhalten Prämien.'],
  es: ['Fan token', 'Tokens de clubes para aficionados.', 'Fan tokens', 'Tokens emitidos con clubes: sus titulares votan y obtienen recompensas.'],
});

export const bnbChain = area({
  en: { title: 'BNB Chain', description: 'The ecosystem behind BNB.', heading: 'BNB Chain', subheading: 'A blockchain with low fees and fast blocks, compatible with Ethereum tools; BEP20 tokens live on it.', note: 'Withdrawals on the BNB Smart Chain (BEP20) network cost 0.5 USDT, from 2 to 1,000,000 USDT, in about 5 minutes. Send only to an address on the same network.',
    features: [['BEP20 tokens', 'Many coins listed on the platform exist as BEP20 tokens.'], ['Low fees', 'Transfers cost a fraction of a dollar.'], ['Ethereum compatible', 'Wallets and tools built for Ethereum work with BNB Chain.']] },
  ru: { title: 'BNB Chain', description: 'Экосистема BNB.', heading: 'Экосистема BNB Chain', subheading: 'Блокчейн с низкими комиссиями и быстрыми блоками, совместимый с инструментами Ethereum; на нём работают токены BEP20.', note: 'Вывод в сети BNB Smart Chain (BEP20): комиссия 0,5 USDT, от 2 до 1 000 000 USDT, около 5 минут. Отправляйте только на адрес в той же сети.',
    features: [['Токены BEP20', 'Многие монеты платформы существуют как токены BEP20.'], ['Низкие комиссии', 'Перевод стоит доли доллара.'], ['Совместимость с Ethereum', 'Кошельки и инструменты Ethereum работают с BNB Chain.']] },
  de: ['BNB Chain', 'Das Ökosystem hinter BNB.', 'BNB Chain', 'Eine Blockchain mit niedrigen Gebühren, kompatibel mit Ethereum-Werkzeugen.'],
  es: ['BNB Chain', 'El ecosistema detrás de BNB.', 'BNB Chain', 'Una blockchain de comisiones bajas, compatible con las herramientas de Ethereum.'],
});

export const charity = area({
  en: { title: 'Charity', description: 'Donate transparently.', heading: 'Charity', subheading: 'Donations in crypto whose path from donor to recipient anyone can follow on the blockchain.', note: `Donations are final once sent. ${notYet}`,
    features: [['Choose a cause', 'Each project states its goal, organiser and amount raised.'], ['Donate in crypto', 'Give any amount in a coin you hold.'], ['Follow the funds', 'Every transfer to the recipient is published with its transaction ID.']] },
  ru: { title: 'Благотворительность', description: 'Прозрачная благотворительность.', heading: 'Благотворительность', subheading: 'Пожертвования в криптовалюте, путь которых от донора до получателя любой может проверить в блокчейне.', note: `Отправленное пожертвование нельзя вернуть. ${notYetRu}`,
    features: [['Выберите цель', 'У каждого проекта указаны цель, организатор и собранная сумма.'], ['Жертвуйте в криптовалюте', 'Любая сумма в монете, которая у вас есть.'], ['Следите за средствами', 'Каждый перевод получателю публикуется с ID транзакции.']] },
  de: ['Spenden', 'Transparent spenden.', 'Spenden', 'Krypto-Spenden, deren Weg jeder in der Blockchain verfolgen kann.'],
  es: ['Donaciones', 'Done con transparencia.', 'Donaciones', 'Donaciones en cripto cuyo recorrido cualquiera puede seguir en la blockchain.'],
});
