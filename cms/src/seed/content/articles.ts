/** Blog posts, news and research items; bodies are markdown, converted to Lexical on seeding. */
type Text = { en: string; ru: string; de: string; es: string };
export type ArticleSeed = { slug: string; title: Text; excerpt: Text; body: Text; author: string; publishedAt: string };

export const postSeeds: Array<ArticleSeed & { category: string; tags: string[]; readingMinutes: number }> = [
  {
    slug: 'first-trade-on-demo',
    category: 'education',
    tags: ['demo', 'beginners'],
    readingMinutes: 4,
    author: 'Anna Volkova',
    publishedAt: '2026-11-02T09:00:00.000Z',
    title: {
      en: 'Your first trade on a demo account',
      ru: 'Первая сделка на демо-счёте',
      de: 'Ihr erster Trade auf dem Demokonto',
      es: 'Su primera operación en una cuenta demo',
    },
    excerpt: {
      en: 'Practise with 145,000 USD of simulated funds before you risk real money.',
      ru: 'Потренируйтесь на 145 000 USD виртуальных средств, прежде чем рисковать реальными деньгами.',
      de: 'Üben Sie mit 145.000 USD virtuellem Guthaben, bevor Sie echtes Geld riskieren.',
      es: 'Practique con 145.000 USD en fondos simulados antes de arriesgar dinero real.',
    },
    body: {
      en: '## Why start on demo\nThe demo account behaves like a real one, with live prices, but the money is simulated.\n\n## Placing the order\nChoose BTC/USDT, enter an amount and press Buy. A limit order waits for your price; a market order fills at once.',
      ru: '## Зачем начинать с демо\nДемо-счёт работает как реальный, с живыми котировками, но деньги виртуальные.\n\n## Как выставить заявку\nВыберите BTC/USDT, введите сумму и нажмите «Купить». Лимитная заявка ждёт вашей цены, рыночная исполняется сразу.',
      de: '## Warum mit dem Demokonto beginnen\nDas Demokonto verhält sich wie ein echtes Konto, mit Live-Kursen, doch das Geld ist virtuell.\n\n## Die Order aufgeben\nWählen Sie BTC/USDT, geben Sie einen Betrag ein und klicken Sie auf „Kaufen“. Eine Limit-Order wartet auf Ihren Kurs; eine Market-Order wird sofort ausgeführt.',
      es: '## Por qué empezar en demo\nLa cuenta demo funciona como una real, con precios en tiempo real, pero el dinero es simulado.\n\n## Cómo colocar la orden\nElija BTC/USDT, introduzca un importe y pulse «Comprar». Una orden limitada espera a su precio; una orden de mercado se ejecuta al instante.',
    },
  },
  {
    slug: 'reading-the-order-book',
    category: 'education',
    tags: ['order-book', 'spot'],
    readingMinutes: 6,
    author: 'Dmitry Orlov',
    publishedAt: '2026-11-09T09:00:00.000Z',
    title: {
      en: 'How to read the order book',
      ru: 'Как читать стакан',
      de: 'So lesen Sie das Orderbuch',
      es: 'Cómo leer el libro de órdenes',
    },
    excerpt: {
      en: 'Bids, asks, the spread and what depth tells you about a market.',
      ru: 'Заявки на покупку и продажу, спред и что глубина говорит о рынке.',
      de: 'Gebote, Angebote, der Spread und was die Markttiefe über einen Markt verrät.',
      es: 'Compras, ventas, el diferencial y lo que la profundidad revela sobre un mercado.',
    },
    body: {
      en: '## Bids and asks\nBids are buyers, asks are sellers. The gap between the best of each is the spread.\n\n## Depth\nLarge resting orders show where the market may pause.',
      ru: '## Покупка и продажа\nBid — покупатели, ask — продавцы. Разница между лучшими ценами — спред.\n\n## Глубина\nКрупные заявки показывают, где рынок может остановиться.',
      de: '## Gebote und Angebote\nGebote (Bids) stammen von Käufern, Angebote (Asks) von Verkäufern. Der Abstand zwischen dem jeweils besten Kurs ist der Spread.\n\n## Markttiefe\nGroße wartende Orders zeigen, wo der Markt ins Stocken geraten könnte.',
      es: '## Compras y ventas\nLas órdenes de compra (bids) son de compradores; las de venta (asks), de vendedores. La distancia entre el mejor precio de cada lado es el diferencial (spread).\n\n## Profundidad\nLas grandes órdenes en espera muestran dónde puede detenerse el mercado.',
    },
  },
  {
    slug: 'protect-your-account',
    category: 'security',
    tags: ['2fa', 'whitelist'],
    readingMinutes: 3,
    author: 'Security team',
    publishedAt: '2026-11-16T09:00:00.000Z',
    title: {
      en: 'Three settings that protect your account',
      ru: 'Три настройки для защиты счёта',
      de: 'Drei Einstellungen, die Ihr Konto schützen',
      es: 'Tres ajustes que protegen su cuenta',
    },
    excerpt: {
      en: 'Two-factor authentication, a withdrawal whitelist and login notifications.',
      ru: 'Двухфакторная аутентификация, белый список адресов и уведомления о входе.',
      de: 'Zwei-Faktor-Authentifizierung, eine Whitelist für Auszahlungsadressen und Anmeldebenachrichtigungen.',
      es: 'Autenticación en dos pasos, una lista blanca de direcciones de retiro y avisos de inicio de sesión.',
    },
    body: {
      en: 'Turn on two-factor authentication, add your withdrawal addresses to the whitelist and enable login notifications in Settings → Security.',
      ru: 'Включите двухфакторную аутентификацию, добавьте адреса вывода в белый список и включите уведомления о входе в разделе Настройки → Безопасность.',
      de: 'Aktivieren Sie unter Einstellungen → Sicherheit die Zwei-Faktor-Authentifizierung, tragen Sie Ihre Auszahlungsadressen in die Whitelist ein und schalten Sie Anmeldebenachrichtigungen ein.',
      es: 'En Configuración → Seguridad, active la autenticación en dos pasos, añada sus direcciones de retiro a la lista blanca y active los avisos de inicio de sesión.',
    },
  },
];

export const newsSeeds: ArticleSeed[] = [
  {
    slug: 'sol-xrp-spot-pairs',
    author: 'Listings team',
    publishedAt: '2026-11-12T12:00:00.000Z',
    title: {
      en: 'SOL/USDT and XRP/USDT spot pairs are live',
      ru: 'Открыты спотовые пары SOL/USDT и XRP/USDT',
      de: 'Spot-Paare SOL/USDT und XRP/USDT sind gestartet',
      es: 'Ya están disponibles los pares spot SOL/USDT y XRP/USDT',
    },
    excerpt: {
      en: 'Deposits are open; trading started at 12:00 UTC.',
      ru: 'Пополнение открыто; торги начались в 12:00 UTC.',
      de: 'Einzahlungen sind möglich; der Handel hat um 12:00 UTC begonnen.',
      es: 'Los depósitos están abiertos; la negociación comenzó a las 12:00 UTC.',
    },
    body: {
      en: 'Deposits of SOL and XRP are open. Spot fees on the new pairs start at 0.1%.',
      ru: 'Пополнение SOL и XRP открыто. Комиссии на новых парах — от 0,1%.',
      de: 'Einzahlungen in SOL und XRP sind möglich. Die Spot-Gebühren für die neuen Paare beginnen bei 0,1 %.',
      es: 'Ya se pueden depositar SOL y XRP. Las comisiones spot de los nuevos pares parten del 0,1 %.',
    },
  },
  {
    slug: 'maintenance-november-23',
    author: 'Operations',
    publishedAt: '2026-11-19T08:00:00.000Z',
    title: {
      en: 'Scheduled maintenance on 23 November',
      ru: 'Плановые работы 23 ноября',
      de: 'Geplante Wartung am 23. November',
      es: 'Mantenimiento programado el 23 de noviembre',
    },
    excerpt: {
      en: 'Withdrawals pause for up to 30 minutes from 02:00 UTC.',
      ru: 'Выводы будут приостановлены до 30 минут с 02:00 UTC.',
      de: 'Ab 02:00 UTC sind Auszahlungen für bis zu 30 Minuten ausgesetzt.',
      es: 'Los retiros se detienen hasta 30 minutos a partir de las 02:00 UTC.',
    },
    body: {
      en: 'Trading continues during the upgrade. Withdrawals requested in the window are processed afterwards.',
      ru: 'Торговля во время работ продолжается. Заявки на вывод, поданные в это время, будут обработаны после.',
      de: 'Der Handel läuft während des Upgrades weiter. In diesem Zeitraum beantragte Auszahlungen werden anschließend bearbeitet.',
      es: 'El trading continúa durante la actualización. Los retiros solicitados en ese intervalo se procesarán después.',
    },
  },
  {
    slug: 'bonus-center-opens',
    author: 'Product team',
    publishedAt: '2026-11-20T10:00:00.000Z',
    title: {
      en: 'The bonus center is open',
      ru: 'Открыт бонусный центр',
      de: 'Das Bonuscenter ist eröffnet',
      es: 'Abre el centro de bonos',
    },
    excerpt: {
      en: 'Collect points for daily logins and invites, spend them on fee discounts.',
      ru: 'Копите баллы за ежедневный вход и приглашения, тратьте на скидки на комиссии.',
      de: 'Sammeln Sie Punkte für tägliche Anmeldungen und Einladungen und lösen Sie sie gegen Gebührenrabatte ein.',
      es: 'Acumule puntos por iniciar sesión cada día y por invitar a amigos, y canjéelos por descuentos en comisiones.',
    },
    body: {
      en: 'Daily login gives 10 points, a first purchase 50 and inviting three friends 100. A 10% fee discount costs 500 points.',
      ru: 'Ежедневный вход — 10 баллов, первая покупка — 50, приглашение трёх друзей — 100. Скидка 10% на комиссии стоит 500 баллов.',
      de: 'Die tägliche Anmeldung bringt 10 Punkte, der erste Kauf 50 und die Einladung von drei Freunden 100. Ein Gebührenrabatt von 10 % kostet 500 Punkte.',
      es: 'Iniciar sesión cada día da 10 puntos; la primera compra, 50, e invitar a tres amigos, 100. Un descuento del 10 % en comisiones cuesta 500 puntos.',
    },
  },
];

export const researchSeeds: Array<Omit<ArticleSeed, 'excerpt' | 'body'> & { summary: Text; category: string; pdfLines: string[] }> = [
  {
    slug: 'btc-q4-2026-outlook',
    category: 'market-report',
    author: 'Research desk',
    publishedAt: '2026-10-28T09:00:00.000Z',
    title: {
      en: 'Bitcoin Q4 2026 outlook',
      ru: 'Биткоин: прогноз на IV квартал 2026',
      de: 'Bitcoin: Ausblick auf das 4. Quartal 2026',
      es: 'Bitcoin: perspectivas para el cuarto trimestre de 2026',
    },
    summary: {
      en: 'Liquidity, ETF flows and the levels our analysts watch into year end.',
      ru: 'Ликвидность, потоки ETF и уровни, за которыми следят наши аналитики до конца года.',
      de: 'Liquidität, ETF-Zuflüsse und die Marken, die unsere Analysten bis zum Jahresende im Blick behalten.',
      es: 'Liquidez, flujos de los ETF y los niveles que vigilan nuestros analistas hasta final de año.',
    },
    pdfLines: [
      'Bitcoin Q4 2026 outlook',
      'Research desk, 28 October 2026',
      'Support levels: 95% and 90% of the 30-trade mean.',
      'Resistance levels: 105% and 110%.',
    ],
  },
  {
    slug: 'solana-network-review',
    category: 'project',
    author: 'Research desk',
    publishedAt: '2026-11-06T09:00:00.000Z',
    title: {
      en: 'Solana network review',
      ru: 'Обзор сети Solana',
      de: 'Die Solana-Blockchain im Überblick',
      es: 'Análisis de la red Solana',
    },
    summary: {
      en: 'Throughput, fees and validator economics of Solana.',
      ru: 'Пропускная способность, комиссии и экономика валидаторов Solana.',
      de: 'Durchsatz, Gebühren und die Ökonomie der Validatoren von Solana.',
      es: 'Rendimiento, comisiones y economía de los validadores de Solana.',
    },
    pdfLines: ['Solana network review', 'Research desk, 6 November 2026', 'Throughput, fees and validator economics.'],
  },
];
