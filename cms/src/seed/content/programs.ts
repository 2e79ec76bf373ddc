import { columns, common, rows, type PageSeed } from './types';

const launchRows = (active: string, upcoming: string) =>
  rows(
    ['NOVA', '0.045 USDT', '2026-11-10', '2026-11-24', '78%', active, '+112%'],
    ['HELIX', '0.120 USDT', '2026-11-18', '2026-12-02', '41%', active, '+36%'],
    ['ORBIT', '0.008 USDT', '2026-12-05', '2026-12-19', '0%', upcoming, '—'],
    ['TERRA9', '0.300 USDT', '2026-12-12', '2026-12-26', '0%', upcoming, '—'],
  );

export const launchpad: PageSeed = {
  en: {
    title: 'Launchpad',
    description: 'Take part in new token sales before they list.',
    layout: [
      { blockType: 'hero', heading: 'Launchpad', subheading: 'Commit funds to vetted token sales and receive tokens before they are listed for trading.' },
      { blockType: 'table', kind: 'launchpad', heading: 'Projects', columns: columns('Token', 'Price', 'Start', 'End', 'Progress', 'Status', 'ROI'), rows: launchRows('active', 'upcoming') },
      { blockType: 'steps', heading: 'How it works', items: [
        { title: 'Verify your account', text: 'Only verified accounts may take part.' },
        { title: 'Commit funds', text: 'Choose a project while its sale is active and commit USDT.' },
        { title: 'Receive tokens', text: 'Tokens are credited to your wallet when the sale ends.' },
      ] },
      { blockType: 'riskWarning', text: 'New tokens are highly volatile. Past ROI of launchpad projects does not guarantee future returns.' },
    ],
  },
  ru: {
    title: 'Лаунчпад',
    description: 'Участвуйте в продаже новых токенов до их листинга.',
    layout: [
      { blockType: 'hero', heading: 'Лаунчпад', subheading: 'Вкладывайте средства в проверенные продажи токенов и получайте токены до начала торгов.' },
      { blockType: 'table', kind: 'launchpad', heading: 'Проекты', columns: columns('Токен', 'Цена', 'Начало', 'Окончание', 'Прогресс', 'Статус', 'ROI'), rows: launchRows('активен', 'скоро') },
      { blockType: 'steps', heading: 'Как это работает', items: [
        { title: 'Пройдите верификацию', text: 'Участвовать могут только верифицированные счета.' },
        { title: 'Внесите средства', text: 'Выберите проект во время активной продажи и внесите USDT.' },
        { title: 'Получите токены', text: 'Токены зачисляются на кошелёк после окончания продажи.' },
      ] },
      { blockType: 'riskWarning', text: 'Новые токены крайне волатильны. Прошлая доходность проектов лаунчпада не гарантирует будущей.' },
    ],
  },
  de: common('Launchpad', 'Nehmen Sie an neuen Token-Verkäufen teil.', 'Launchpad', 'Erhalten Sie neue Token vor dem Listing.', [{ blockType: 'table', kind: 'launchpad', columns: columns('Token', 'Preis', 'Start', 'Ende', 'Fortschritt', 'Status', 'ROI'), rows: launchRows('active', 'upcoming') }]),
  es: common('Launchpad', 'Participe en nuevas ventas de tokens.', 'Launchpad', 'Reciba nuevos tokens antes de su listado.', [{ blockType: 'table', kind: 'launchpad', columns: columns('Token', 'Precio', 'Inicio', 'Fin', 'Progreso', 'Estado', 'ROI'), rows: launchRows('active', 'upcoming') }]),
};

const fundRows = (paid: string, completed: string, pending: string, events: [string, string, string, string]) =>
  rows(
    ['2026-11-14', events[0], '182,400 USDT', pending],
    ['2026-10-03', events[1], '96,250 USDT', paid],
    ['2026-08-21', events[2], '410,000 USDT', completed],
    ['2026-06-09', events[3], '57,800 USDT', completed],
  );

export const insuranceFund: PageSeed = {
  en: {
    title: 'Insurance fund',
    description: 'The reserve that covers losses beyond a liquidated position’s margin.',
    layout: [
      { blockType: 'hero', heading: 'Insurance fund', subheading: 'When a liquidated position closes below its bankruptcy price, the fund covers the difference so that winning traders are paid in full.' },
      { blockType: 'stats', items: [{ value: '25,000,000 USDT', label: 'fund balance' }, { value: '746,450 USDT', label: 'paid out in 2026' }, { value: '24 h', label: 'balance update interval' }] },
      { blockType: 'table', kind: 'insurance', heading: 'Payments', columns: columns('Date', 'Event', 'Amount', 'Status'), rows: fundRows('paid', 'completed', 'pending', ['BTC flash move, futures liquidations', 'ETH gap after network upgrade', 'Market-wide deleveraging', 'SOL liquidity shortfall']) },
    ],
  },
  ru: {
    title: 'Страховой фонд',
    description: 'Резерв, покрывающий убытки сверх маржи ликвидированной позиции.',
    layout: [
      { blockType: 'hero', heading: 'Страховой фонд', subheading: 'Если ликвидированная позиция закрывается хуже цены банкротства, фонд покрывает разницу, и прибыльные трейдеры получают выплату полностью.' },
      { blockType: 'stats', items: [{ value: '25 000 000 USDT', label: 'баланс фонда' }, { value: '746 450 USDT', label: 'выплачено в 2026 году' }, { value: '24 ч', label: 'интервал обновления баланса' }] },
      { blockType: 'table', kind: 'insurance', heading: 'Выплаты', columns: columns('Дата', 'Событие', 'Сумма', 'Статус'), rows: fundRows('выплачено', 'завершено', 'в обработке', ['Резкое движение BTC, ликвидации фьючерсов', 'Гэп ETH после обновления сети', 'Массовое снижение плеча на рынке', 'Нехватка ликвидности SOL']) },
    ],
  },
  de: common('Versicherungsfonds', 'Die Reserve für Verluste über die Margin hinaus.', 'Versicherungsfonds', 'Der Fonds deckt Verluste liquidierter Positionen jenseits ihrer Margin.'),
  es: common('Fondo de seguro', 'La reserva que cubre pérdidas más allá del margen.', 'Fondo de seguro', 'El fondo cubre las pérdidas de posiciones liquidadas más allá de su margen.'),
};
