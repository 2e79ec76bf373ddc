/** Blog posts, news and research items; bodies are markdown, converted to Lexical on seeding. */
type Text = { en: string; ru: string };
export type ArticleSeed = { slug: string; title: Text; excerpt: Text; body: Text; author: string; publishedAt: string };

export const postSeeds: Array<ArticleSeed & { category: string; tags: string[]; readingMinutes: number }> = [
  { slug: 'first-trade-on-demo', category: 'education', tags: ['demo', 'beginners'], readingMinutes: 4, author: 'Anna Volkova', publishedAt: '2026-11-02T09:00:00.000Z',
    title: { en: 'Your first trade on a demo account', ru: 'Первая сделка на демо-счёте' },
    excerpt: { en: 'Practise with 145,000 USD of simulated funds before you risk real money.', ru: 'Потренируйтесь на 145 000 USD виртуальных средств, прежде чем рисковать реальными деньгами.' },
    body: { en: '## Why start on demo\nThe demo account behaves like a real one, with live prices, but the money is simulated.\n\n## Placing the order\nChoose BTC/USDT, enter an amount and press Buy. A limit order waits for your price; a market order fills at once.', ru: '## Зачем начинать с демо\nДемо-счёт работает как реальный, с живыми котировками, но деньги виртуальные.\n\n## Как выставить заявку\nВыберите BTC/USDT, введите сумму и нажмите «Купить». Лимитная заявка ждёт вашей цены, рыночная исполняется сразу.' } },
  { slug: 'reading-the-order-book', category: 'education', tags: ['order-book', 'spot'], readingMinutes: 6, author: 'Dmitry Orlov', publishedAt: '2026-11-09T09:00:00.000Z',
    title: { en: 'How to read the order book', ru: 'Как читать стакан' },
    excerpt: { en: 'Bids, asks, the spread and what depth tells you about a market.', ru: 'Заявки на покупку и продажу, спред и что глубина говорит о рынке.' },
    body: { en: '## Bids and asks\nBids are buyers, asks are sellers. The gap between the best of each is the spread.\n\n## Depth\nLarge resting orders show where the market may pause.', ru: '## Покупка и продажа\nBid — покупатели, ask — продавцы. Разница между лучшими ценами — спред.\n\n## Глубина\nКрупные заявки показывают, где рынок может остановиться.' } },
  { slug: 'protect-your-account', category: 'security', tags: ['2fa', 'whitelist'], readingMinutes: 3, author: 'Security team', publishedAt: '2026-11-16T09:00:00.000Z',
    title: { en: 'Three settings that protect your account', ru: 'Три настройки для защиты счёта' },
    excerpt: { en: 'Two-factor authentication, a withdrawal whitelist and login notifications.', ru: 'Двухфакторная аутентификация, белый список адресов и уведомления о входе.' },
    body: { en: 'Turn on two-factor authentication, add your withdrawal addresses to the whitelist and enable login notifications in Settings → Security.', ru: 'Включите двухфакторную аутентификацию, добавьте адреса вывода в белый список и включите уведомления о входе в разделе Настройки → Безопасность.' } },
];

export const newsSeeds: ArticleSeed[] = [
  { slug: 'sol-xrp-spot-pairs', author: 'Listings team', publishedAt: '2026-11-12T12:00:00.000Z',
    title: { en: 'SOL/USDT and XRP/USDT spot pairs are live', ru: 'Открыты спотовые пары SOL/USDT и XRP/USDT' },
    excerpt: { en: 'Deposits are open; trading started at 12:00 UTC.', ru: 'Пополнение открыто; торги начались в 12:00 UTC.' },
    body: { en: 'Deposits of SOL and XRP are open. Spot fees on the new pairs start at 0.1%.', ru: 'Пополнение SOL и XRP открыто. Комиссии на новых парах — от 0,1%.' } },
  { slug: 'maintenance-november-23', author: 'Operations', publishedAt: '2026-11-19T08:00:00.000Z',
    title: { en: 'Scheduled maintenance on 23 November', ru: 'Плановые работы 23 ноября' },
    excerpt: { en: 'Withdrawals pause for up to 30 minutes from 02:00 UTC.', ru: 'Выводы будут приостановлены до 30 минут с 02:00 UTC.' },
    body: { en: 'Trading continues during the upgrade. Withdrawals requested in the window are processed afterwards.', ru: 'Торговля во время работ продолжается. Заявки на вывод, поданные в это время, будут обработаны после.' } },
  { slug: 'bonus-center-opens', author: 'Product team', publishedAt: '2026-11-20T10:00:00.000Z',
    title: { en: 'The bonus center is open', ru: 'Открыт бонусный центр' },
    excerpt: { en: 'Collect points for daily logins and invites, spend them on fee discounts.', ru: 'Копите баллы за ежедневный вход и приглашения, тратьте на скидки на комиссии.' },
    body: { en: 'Daily login gives 10 points, a first purchase 50 and inviting three friends 100. A 10% fee discount costs 500 points.', ru: 'Ежедневный вход — 10 баллов, первая покупка — 50, приглашение трёх друзей — 100. Скидка 10% на комиссии стоит 500 баллов.' } },
];

export const researchSeeds: Array<Omit<ArticleSeed, 'excerpt' | 'body'> & { summary: Text; category: string; pdfLines: string[] }> = [
  { slug: 'btc-q4-2026-outlook', category: 'market-report', author: 'Research desk', publishedAt: '2026-10-28T09:00:00.000Z',
    title: { en: 'Bitcoin Q4 2026 outlook', ru: 'Биткоин: прогноз на IV квартал 2026' },
    summary: { en: 'Liquidity, ETF flows and the levels our analysts watch into year end.', ru: 'Ликвидность, потоки ETF и уровни, за которыми следят наши аналитики до конца года.' },
    pdfLines: ['Bitcoin Q4 2026 outlook', 'Research desk, 28 October 2026', 'Support levels: 95% and 90% of the 30-trade mean.', 'Resistance levels: 105% and 110%.'] },
  { slug: 'solana-network-review', category: 'project', author: 'Research desk', publishedAt: '2026-11-06T09:00:00.000Z',
    title: { en: 'Solana network review', ru: 'Обзор сети Solana' },
    summary: { en: 'Throughput, fees and validator economics of Solana.', ru: 'Пропускная способность, комиссии и экономика валидаторов Solana.' },
    pdfLines: ['Solana network review', 'Research desk, 6 November 2026', 'Throughput, fees and validator economics.'] },
];
