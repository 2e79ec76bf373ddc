import type { PageContent, PageSeed, SeedBlock } from './types';

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

const en = {
  how: 'How it works',
  cta: 'Every product in one place',
  ctaText: 'See what else the platform offers.',
  button: 'All products',
};
const ru = {
  how: 'Как это устроено',
  cta: 'Все продукты в одном месте',
  ctaText: 'Посмотрите, что ещё предлагает платформа.',
  button: 'Все продукты',
};
const notYet =
  'This product is not open on this platform yet: the page explains how it works. Spot trading, the swap and the cabinet are available now.';
const notYetRu =
  'Этот продукт на платформе пока не открыт: на странице описано, как он устроен. Спотовая торговля, обмен и кабинет доступны уже сейчас.';
const de = {
  how: 'So funktioniert es',
  cta: 'Alle Produkte auf einen Blick',
  ctaText: 'Entdecken Sie, was die Plattform sonst noch bietet.',
  button: 'Alle Produkte',
};
const es = {
  how: 'Cómo funciona',
  cta: 'Todos los productos en un solo lugar',
  ctaText: 'Descubra qué más ofrece la plataforma.',
  button: 'Todos los productos',
};
const notYetDe =
  'Dieses Produkt ist auf der Plattform noch nicht verfügbar: Diese Seite erklärt, wie es funktioniert. Spothandel, Tausch und Kundenbereich stehen Ihnen bereits jetzt zur Verfügung.';
const notYetEs =
  'Este producto aún no está disponible en la plataforma: esta página explica cómo funciona. El trading spot, el intercambio y el área personal ya están disponibles.';

const area = (byLocale: Record<'en' | 'ru' | 'de' | 'es', Area>): PageSeed => ({
  en: page(byLocale.en, en),
  ru: page(byLocale.ru, ru),
  de: page(byLocale.de, de),
  es: page(byLocale.es, es),
});

export const launchpool = area({
  en: {
    title: 'Launchpool',
    description: 'Stake tokens to farm new ones.',
    heading: 'Launchpool',
    subheading: 'Lock tokens you already hold in a pool and receive a new project’s tokens as a reward, without buying them.',
    note: `Rewards depend on the pool’s total stake and can fall as others join. ${notYet}`,
    features: [
      ['Choose a pool', 'Each pool names the token you stake and the token you farm, with its start and end dates.'],
      ['Stake and farm', 'Rewards accrue every hour in proportion to your share of the pool.'],
      ['Redeem any time', 'Staked tokens can be taken back at any moment; accrued rewards stay yours.'],
    ],
  },
  ru: {
    title: 'Лаунчпул',
    description: 'Стейкайте токены и фармите новые.',
    heading: 'Лаунчпул',
    subheading: 'Заблокируйте токены, которые у вас уже есть, в пуле и получайте токены нового проекта в награду, не покупая их.',
    note: `Награда зависит от общего объёма пула и может снижаться, когда к нему присоединяются другие. ${notYetRu}`,
    features: [
      ['Выберите пул', 'У каждого пула указаны токен для стейкинга, токен награды, даты начала и окончания.'],
      ['Стейкайте и фармите', 'Награда начисляется каждый час пропорционально вашей доле в пуле.'],
      ['Выводите в любой момент', 'Застейканные токены можно забрать когда угодно; начисленная награда остаётся вашей.'],
    ],
  },
  de: {
    title: 'Launchpool',
    description: 'Token staken und neue Token farmen.',
    heading: 'Launchpool',
    subheading:
      'Sperren Sie Token, die Sie bereits besitzen, in einem Pool und erhalten Sie die Token eines neuen Projekts als Belohnung, ohne sie kaufen zu müssen.',
    note: `Die Belohnung hängt vom Gesamteinsatz im Pool ab und kann sinken, wenn weitere Teilnehmer hinzukommen. ${notYetDe}`,
    features: [
      ['Pool auswählen', 'Zu jedem Pool sind der einzusetzende Token, der Belohnungs-Token sowie Beginn und Ende angegeben.'],
      ['Staken und farmen', 'Belohnungen werden stündlich im Verhältnis zu Ihrem Anteil am Pool gutgeschrieben.'],
      ['Jederzeit zurückholen', 'Gestakte Token können Sie jederzeit zurückholen; bereits erhaltene Belohnungen bleiben Ihnen.'],
    ],
  },
  es: {
    title: 'Launchpool',
    description: 'Haga staking de tokens y obtenga otros nuevos.',
    heading: 'Launchpool',
    subheading:
      'Bloquee en un pool tokens que ya tiene y reciba como recompensa los tokens de un proyecto nuevo, sin necesidad de comprarlos.',
    note: `Las recompensas dependen del total aportado al pool y pueden bajar a medida que se suman otros participantes. ${notYetEs}`,
    features: [
      ['Elija un pool', 'Cada pool indica el token que se aporta, el token que se obtiene y sus fechas de inicio y fin.'],
      ['Aporte y obtenga', 'Las recompensas se acumulan cada hora en proporción a su participación en el pool.'],
      [
        'Retire cuando quiera',
        'Puede recuperar los tokens aportados en cualquier momento; las recompensas acumuladas siguen siendo suyas.',
      ],
    ],
  },
});

export const wallet = area({
  en: {
    title: 'Wallet',
    description: 'Deposit, withdraw and hold your assets.',
    heading: 'Wallet',
    subheading: 'One wallet for spot trading: deposit by network, withdraw to whitelisted addresses, see every movement.',
    note: 'Your demo wallet lives in the cabinet: deposits and withdrawals there are simulated with demo money.',
    features: [
      ['Deposit', 'Choose a coin and its network, copy the address, funds arrive after the network’s confirmations.'],
      ['Withdraw', 'Network fees and limits are shown before you confirm; withdrawals are processed within 24 hours on business days.'],
      ['History', 'Every deposit and withdrawal with its status and transaction ID.'],
    ],
  },
  ru: {
    title: 'Кошелёк',
    description: 'Пополнение, вывод и хранение активов.',
    heading: 'Кошелёк',
    subheading: 'Один кошелёк для спотовой торговли: пополнение по сети, вывод на адреса из белого списка, история всех операций.',
    note: 'Ваш демо-кошелёк находится в кабинете: пополнения и выводы там выполняются с демо-средствами.',
    features: [
      ['Пополнение', 'Выберите монету и сеть, скопируйте адрес: средства поступят после подтверждений сети.'],
      ['Вывод', 'Комиссия и лимиты сети видны до подтверждения; выводы обрабатываются в течение 24 часов в рабочие дни.'],
      ['История', 'Каждое пополнение и вывод со статусом и ID транзакции.'],
    ],
  },
  de: {
    title: 'Wallet',
    description: 'Einzahlen, auszahlen und verwahren.',
    heading: 'Wallet',
    subheading:
      'Eine Wallet für den Spothandel: Einzahlung je Netzwerk, Auszahlung an freigegebene Adressen und jede Bewegung im Überblick.',
    note: 'Ihre Demo-Wallet finden Sie im Kundenbereich: Ein- und Auszahlungen werden dort mit Demo-Guthaben simuliert.',
    features: [
      [
        'Einzahlung',
        'Wählen Sie Coin und Netzwerk und kopieren Sie die Adresse; das Guthaben geht nach den Bestätigungen des Netzwerks ein.',
      ],
      [
        'Auszahlung',
        'Netzwerkgebühren und Limits sehen Sie vor der Bestätigung; Auszahlungen bearbeiten wir an Werktagen innerhalb von 24 Stunden.',
      ],
      ['Verlauf', 'Jede Ein- und Auszahlung mit Status und Transaktions-ID.'],
    ],
  },
  es: {
    title: 'Billetera',
    description: 'Deposite, retire y guarde sus activos.',
    heading: 'Billetera',
    subheading:
      'Una billetera para el trading spot: depósitos por red, retiros a direcciones de la lista blanca y todos los movimientos a la vista.',
    note: 'Su billetera demo está en el área personal: allí los depósitos y retiros se simulan con dinero de demostración.',
    features: [
      ['Depósito', 'Elija la moneda y su red y copie la dirección; los fondos llegan tras las confirmaciones de la red.'],
      ['Retiro', 'Verá las comisiones de red y los límites antes de confirmar; los retiros se procesan en 24 horas en días hábiles.'],
      ['Historial', 'Cada depósito y retiro con su estado y el ID de la transacción.'],
    ],
  },
});

export const megadrop = area({
  en: {
    title: 'Megadrop',
    description: 'Airdrops for holders who lock their tokens.',
    heading: 'Megadrop',
    subheading: 'Lock tokens for a fixed term and complete a project’s tasks to earn a share of its airdrop.',
    note: `Locked tokens cannot be redeemed before the term ends. ${notYet}`,
    features: [
      ['Lock', 'Choose a fixed term: the longer the lock, the higher your score.'],
      ['Complete tasks', 'Projects add tasks that raise the score further.'],
      ['Receive the airdrop', 'Tokens are shared by score when the Megadrop ends and credited before listing.'],
    ],
  },
  ru: {
    title: 'Мегадроп',
    description: 'Аирдропы для держателей, заблокировавших токены.',
    heading: 'Мегадроп',
    subheading: 'Заблокируйте токены на фиксированный срок и выполняйте задания проекта, чтобы получить долю его аирдропа.',
    note: `Заблокированные токены нельзя забрать до окончания срока. ${notYetRu}`,
    features: [
      ['Блокировка', 'Выберите фиксированный срок: чем он дольше, тем выше ваш рейтинг.'],
      ['Задания', 'Проекты добавляют задания, которые повышают рейтинг.'],
      ['Получение аирдропа', 'Токены распределяются по рейтингу после окончания мегадропа и зачисляются до листинга.'],
    ],
  },
  de: {
    title: 'Megadrop',
    description: 'Airdrops für Inhaber, die ihre Token sperren.',
    heading: 'Megadrop',
    subheading:
      'Sperren Sie Token für eine feste Laufzeit und erfüllen Sie die Aufgaben eines Projekts, um einen Anteil an dessen Airdrop zu erhalten.',
    note: `Gesperrte Token können vor Ablauf der Laufzeit nicht zurückgeholt werden. ${notYetDe}`,
    features: [
      ['Sperren', 'Wählen Sie eine feste Laufzeit: Je länger die Sperre, desto höher Ihr Punktestand.'],
      ['Aufgaben erfüllen', 'Projekte stellen Aufgaben, die Ihren Punktestand weiter erhöhen.'],
      ['Airdrop erhalten', 'Nach Ende des Megadrops werden die Token nach Punktestand verteilt und vor dem Listing gutgeschrieben.'],
    ],
  },
  es: {
    title: 'Megadrop',
    description: 'Airdrops para quienes bloquean sus tokens.',
    heading: 'Megadrop',
    subheading: 'Bloquee tokens a plazo fijo y complete las tareas de un proyecto para recibir una parte de su airdrop.',
    note: `Los tokens bloqueados no pueden recuperarse antes de que termine el plazo. ${notYetEs}`,
    features: [
      ['Bloquee', 'Elija un plazo fijo: cuanto más largo sea el bloqueo, mayor será su puntuación.'],
      ['Complete tareas', 'Los proyectos añaden tareas que aumentan aún más la puntuación.'],
      ['Reciba el airdrop', 'Al terminar el Megadrop, los tokens se reparten según la puntuación y se abonan antes del listado.'],
    ],
  },
});

export const pay = area({
  en: {
    title: 'Pay',
    description: 'Send and receive crypto payments.',
    heading: 'Pay',
    subheading: 'Send crypto to friends and shops by e-mail or ID, with no network fee between accounts.',
    note: `A payment between accounts cannot be reversed. ${notYet}`,
    features: [
      ['Send', 'Enter the recipient’s e-mail or ID and the amount; the transfer is instant.'],
      ['Receive', 'Share your payment ID or QR code.'],
      ['Pay in shops', 'Merchants that accept the platform’s pay show its QR code at checkout.'],
    ],
  },
  ru: {
    title: 'Pay',
    description: 'Отправляйте и получайте платежи в криптовалюте.',
    heading: 'Платежи через Pay',
    subheading: 'Отправляйте криптовалюту друзьям и магазинам по e-mail или ID, без сетевой комиссии между счетами.',
    note: `Платёж между счетами нельзя отменить. ${notYetRu}`,
    features: [
      ['Отправка', 'Укажите e-mail или ID получателя и сумму: перевод мгновенный.'],
      ['Получение', 'Поделитесь своим платёжным ID или QR-кодом.'],
      ['Оплата в магазинах', 'Продавцы, принимающие оплату платформы, показывают её QR-код при оформлении заказа.'],
    ],
  },
  de: {
    title: 'Pay',
    description: 'Krypto-Zahlungen senden und empfangen.',
    heading: 'Bezahlen mit Pay',
    subheading: 'Senden Sie Krypto per E-Mail-Adresse oder ID an Freunde und Händler, ohne Netzwerkgebühr zwischen Konten.',
    note: `Eine Zahlung zwischen Konten kann nicht rückgängig gemacht werden. ${notYetDe}`,
    features: [
      ['Senden', 'Geben Sie E-Mail-Adresse oder ID des Empfängers und den Betrag ein; die Überweisung erfolgt sofort.'],
      ['Empfangen', 'Teilen Sie Ihre Zahlungs-ID oder Ihren QR-Code.'],
      ['Im Geschäft bezahlen', 'Händler, die Zahlungen über die Plattform annehmen, zeigen an der Kasse deren QR-Code.'],
    ],
  },
  es: {
    title: 'Pay',
    description: 'Envíe y reciba pagos en cripto.',
    heading: 'Pagos con Pay',
    subheading: 'Envíe cripto a amigos y comercios por correo electrónico o ID, sin comisión de red entre cuentas.',
    note: `Un pago entre cuentas no se puede revertir. ${notYetEs}`,
    features: [
      ['Enviar', 'Indique el correo o el ID del destinatario y el importe; la transferencia es instantánea.'],
      ['Recibir', 'Comparta su ID de pago o su código QR.'],
      ['Pagar en comercios', 'Los comercios que aceptan pagos de la plataforma muestran su código QR al finalizar la compra.'],
    ],
  },
});

export const nft = area({
  en: {
    title: 'NFT',
    description: 'Collect and trade NFTs.',
    heading: 'NFT marketplace',
    subheading: 'Buy, sell and hold digital collectibles in the same account you trade with.',
    note: `NFT prices are set by buyers and sellers alone and can fall to zero. ${notYet}`,
    features: [
      ['Browse collections', 'Every collection shows its creator, floor price and recent sales.'],
      ['Buy or bid', 'Buy at a fixed price or bid in an auction.'],
      ['Sell', 'List an NFT you hold at your price; the platform’s fee is shown before you confirm.'],
    ],
  },
  ru: {
    title: 'NFT',
    description: 'Коллекционируйте и торгуйте NFT.',
    heading: 'NFT-маркетплейс',
    subheading: 'Покупайте, продавайте и храните цифровые коллекционные предметы на том же счёте, на котором торгуете.',
    note: `Цены NFT определяют только покупатели и продавцы; они могут упасть до нуля. ${notYetRu}`,
    features: [
      ['Коллекции', 'У каждой коллекции указаны автор, минимальная цена и последние продажи.'],
      ['Покупка или ставка', 'Покупайте по фиксированной цене или делайте ставку на аукционе.'],
      ['Продажа', 'Выставьте свой NFT по своей цене; комиссия платформы видна до подтверждения.'],
    ],
  },
  de: {
    title: 'NFT',
    description: 'NFTs sammeln und handeln.',
    heading: 'NFT-Marktplatz',
    subheading: 'Kaufen, verkaufen und halten Sie digitale Sammlerstücke im selben Konto, mit dem Sie handeln.',
    note: `NFT-Preise bilden sich allein aus Angebot und Nachfrage und können auf null fallen. ${notYetDe}`,
    features: [
      ['Kollektionen entdecken', 'Zu jeder Kollektion sehen Sie Urheber, Mindestpreis und die letzten Verkäufe.'],
      ['Kaufen oder bieten', 'Kaufen Sie zum Festpreis oder bieten Sie in einer Auktion.'],
      ['Verkaufen', 'Bieten Sie ein NFT aus Ihrem Bestand zu Ihrem Preis an; die Plattformgebühr sehen Sie vor der Bestätigung.'],
    ],
  },
  es: {
    title: 'NFT',
    description: 'Coleccione y opere NFT.',
    heading: 'Mercado de NFT',
    subheading: 'Compre, venda y guarde coleccionables digitales en la misma cuenta con la que opera.',
    note: `Los precios de los NFT los fijan únicamente compradores y vendedores, y pueden caer a cero. ${notYetEs}`,
    features: [
      ['Explore colecciones', 'Cada colección muestra su creador, su precio mínimo y las ventas recientes.'],
      ['Compre o puje', 'Compre a precio fijo o puje en una subasta.'],
      ['Venda', 'Ponga a la venta un NFT suyo al precio que elija; verá la comisión de la plataforma antes de confirmar.'],
    ],
  },
});

export const fanToken = area({
  en: {
    title: 'Fan token',
    description: 'Club tokens for fans.',
    heading: 'Fan tokens',
    subheading: 'Tokens issued with sports clubs: holders vote in club polls and unlock rewards.',
    note: `Fan tokens are utility tokens, not shares in a club, and their price is volatile. ${notYet}`,
    features: [
      ['Hold', 'Buy a club’s token on the spot market.'],
      ['Vote', 'Each token is a vote in the club’s fan polls.'],
      ['Unlock rewards', 'Clubs offer holders merchandise, tickets and experiences.'],
    ],
  },
  ru: {
    title: 'Фан-токены',
    description: 'Токены клубов для болельщиков.',
    heading: 'Фан-токены',
    subheading: 'Токены, выпущенные вместе со спортивными клубами: держатели голосуют в опросах клуба и получают награды.',
    note: `Фан-токены — служебные токены, а не доли в клубе; их цена волатильна. ${notYetRu}`,
    features: [
      ['Владейте', 'Купите токен клуба на спотовом рынке.'],
      ['Голосуйте', 'Каждый токен — голос в опросах болельщиков клуба.'],
      ['Получайте награды', 'Клубы предлагают держателям атрибутику, билеты и встречи.'],
    ],
  },
  de: {
    title: 'Fan-Token',
    description: 'Vereins-Token für Fans.',
    heading: 'Fan-Token',
    subheading:
      'Token, die gemeinsam mit Sportvereinen ausgegeben werden: Inhaber stimmen bei Vereinsumfragen ab und schalten Prämien frei.',
    note: `Fan-Token sind Utility-Token und keine Vereinsanteile; ihr Kurs schwankt stark. ${notYetDe}`,
    features: [
      ['Halten', 'Kaufen Sie den Token eines Vereins am Spotmarkt.'],
      ['Abstimmen', 'Jeder Token ist eine Stimme bei den Fan-Umfragen des Vereins.'],
      ['Prämien freischalten', 'Vereine bieten Inhabern Fanartikel, Tickets und besondere Erlebnisse.'],
    ],
  },
  es: {
    title: 'Fan tokens',
    description: 'Tokens de clubes para aficionados.',
    heading: 'Fan tokens',
    subheading: 'Tokens emitidos junto con clubes deportivos: sus poseedores votan en las encuestas del club y desbloquean recompensas.',
    note: `Los fan tokens son tokens de utilidad, no participaciones en un club, y su precio es volátil. ${notYetEs}`,
    features: [
      ['Consérvelos', 'Compre el token de un club en el mercado spot.'],
      ['Vote en su club', 'Cada token es un voto en las encuestas de aficionados del club.'],
      ['Desbloquee recompensas', 'Los clubes ofrecen a los poseedores productos oficiales, entradas y experiencias.'],
    ],
  },
});

export const bnbChain = area({
  en: {
    title: 'BNB Chain',
    description: 'The ecosystem behind BNB.',
    heading: 'BNB Chain',
    subheading: 'A blockchain with low fees and fast blocks, compatible with Ethereum tools; BEP20 tokens live on it.',
    note: 'Withdrawals on the BNB Smart Chain (BEP20) network cost 0.5 USDT, from 2 to 1,000,000 USDT, in about 5 minutes. Send only to an address on the same network.',
    features: [
      ['BEP20 tokens', 'Many coins listed on the platform exist as BEP20 tokens.'],
      ['Low fees', 'Transfers cost a fraction of a dollar.'],
      ['Ethereum compatible', 'Wallets and tools built for Ethereum work with BNB Chain.'],
    ],
  },
  ru: {
    title: 'BNB Chain',
    description: 'Экосистема BNB.',
    heading: 'Экосистема BNB Chain',
    subheading: 'Блокчейн с низкими комиссиями и быстрыми блоками, совместимый с инструментами Ethereum; на нём работают токены BEP20.',
    note: 'Вывод в сети BNB Smart Chain (BEP20): комиссия 0,5 USDT, от 2 до 1 000 000 USDT, около 5 минут. Отправляйте только на адрес в той же сети.',
    features: [
      ['Токены BEP20', 'Многие монеты платформы существуют как токены BEP20.'],
      ['Низкие комиссии', 'Перевод стоит доли доллара.'],
      ['Совместимость с Ethereum', 'Кошельки и инструменты Ethereum работают с BNB Chain.'],
    ],
  },
  de: {
    title: 'BNB Chain',
    description: 'Das Ökosystem hinter BNB.',
    heading: 'Das Ökosystem der BNB Chain',
    subheading:
      'Eine Blockchain mit niedrigen Gebühren und schnellen Blöcken, kompatibel mit Ethereum-Werkzeugen; auf ihr laufen BEP20-Token.',
    note: 'Auszahlungen im Netzwerk BNB Smart Chain (BEP20) kosten 0,5 USDT, sind von 2 bis 1.000.000 USDT möglich und dauern etwa 5 Minuten. Senden Sie nur an eine Adresse im selben Netzwerk.',
    features: [
      ['BEP20-Token', 'Viele auf der Plattform gelistete Coins gibt es als BEP20-Token.'],
      ['Niedrige Gebühren', 'Eine Überweisung kostet nur Bruchteile eines Dollars.'],
      ['Ethereum-kompatibel', 'Wallets und Werkzeuge für Ethereum funktionieren auch mit der BNB Chain.'],
    ],
  },
  es: {
    title: 'BNB Chain',
    description: 'El ecosistema detrás de BNB.',
    heading: 'El ecosistema BNB Chain',
    subheading:
      'Una blockchain con comisiones bajas y bloques rápidos, compatible con las herramientas de Ethereum; en ella funcionan los tokens BEP20.',
    note: 'Los retiros en la red BNB Smart Chain (BEP20) cuestan 0,5 USDT, admiten de 2 a 1.000.000 USDT y tardan unos 5 minutos. Envíe solo a una dirección de la misma red.',
    features: [
      ['Tokens BEP20', 'Muchas de las monedas listadas en la plataforma existen como tokens BEP20.'],
      ['Comisiones bajas', 'Una transferencia cuesta una fracción de dólar.'],
      ['Compatible con Ethereum', 'Las billeteras y herramientas creadas para Ethereum funcionan con BNB Chain.'],
    ],
  },
});

export const charity = area({
  en: {
    title: 'Charity',
    description: 'Donate transparently.',
    heading: 'Charity',
    subheading: 'Donations in crypto whose path from donor to recipient anyone can follow on the blockchain.',
    note: `Donations are final once sent. ${notYet}`,
    features: [
      ['Choose a cause', 'Each project states its goal, organiser and amount raised.'],
      ['Donate in crypto', 'Give any amount in a coin you hold.'],
      ['Follow the funds', 'Every transfer to the recipient is published with its transaction ID.'],
    ],
  },
  ru: {
    title: 'Благотворительность',
    description: 'Прозрачная благотворительность.',
    heading: 'Благотворительность',
    subheading: 'Пожертвования в криптовалюте, путь которых от донора до получателя любой может проверить в блокчейне.',
    note: `Отправленное пожертвование нельзя вернуть. ${notYetRu}`,
    features: [
      ['Выберите цель', 'У каждого проекта указаны цель, организатор и собранная сумма.'],
      ['Жертвуйте в криптовалюте', 'Любая сумма в монете, которая у вас есть.'],
      ['Следите за средствами', 'Каждый перевод получателю публикуется с ID транзакции.'],
    ],
  },
  de: {
    title: 'Spenden',
    description: 'Transparent spenden.',
    heading: 'Spenden',
    subheading: 'Spenden in Krypto, deren Weg vom Spender zum Empfänger jeder in der Blockchain nachverfolgen kann.',
    note: `Eine gesendete Spende ist endgültig. ${notYetDe}`,
    features: [
      ['Zweck wählen', 'Jedes Projekt nennt sein Ziel, den Organisator und den bisher gesammelten Betrag.'],
      ['In Krypto spenden', 'Spenden Sie einen beliebigen Betrag in einem Coin aus Ihrem Bestand.'],
      ['Mittel nachverfolgen', 'Jede Überweisung an den Empfänger wird mit ihrer Transaktions-ID veröffentlicht.'],
    ],
  },
  es: {
    title: 'Donaciones',
    description: 'Done con transparencia.',
    heading: 'Donaciones',
    subheading: 'Donaciones en cripto cuyo recorrido del donante al destinatario cualquiera puede seguir en la blockchain.',
    note: `Una donación enviada es definitiva. ${notYetEs}`,
    features: [
      ['Elija una causa', 'Cada proyecto indica su objetivo, su organizador y el importe recaudado.'],
      ['Done en cripto', 'Aporte cualquier importe en una moneda que tenga.'],
      ['Siga los fondos', 'Cada transferencia al destinatario se publica con su ID de transacción.'],
    ],
  },
});
