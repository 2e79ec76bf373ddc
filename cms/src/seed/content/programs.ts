import { columns, localNumbers, rows, type PageSeed } from './types';

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
      {
        blockType: 'hero',
        heading: 'Launchpad',
        subheading: 'Commit funds to vetted token sales and receive tokens before they are listed for trading.',
      },
      {
        blockType: 'table',
        kind: 'launchpad',
        heading: 'Projects',
        columns: columns('Token', 'Price', 'Start', 'End', 'Progress', 'Status', 'ROI'),
        rows: launchRows('active', 'upcoming'),
      },
      {
        blockType: 'steps',
        heading: 'How it works',
        items: [
          { title: 'Verify your account', text: 'Only verified accounts may take part.' },
          { title: 'Commit funds', text: 'Choose a project while its sale is active and commit USDT.' },
          { title: 'Receive tokens', text: 'Tokens are credited to your wallet when the sale ends.' },
        ],
      },
      {
        blockType: 'riskWarning',
        text: 'New tokens are highly volatile. Past ROI of launchpad projects does not guarantee future returns.',
      },
    ],
  },
  ru: {
    title: 'Лаунчпад',
    description: 'Участвуйте в продаже новых токенов до их листинга.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Лаунчпад',
        subheading: 'Вкладывайте средства в проверенные продажи токенов и получайте токены до начала торгов.',
      },
      {
        blockType: 'table',
        kind: 'launchpad',
        heading: 'Проекты',
        columns: columns('Токен', 'Цена', 'Начало', 'Окончание', 'Прогресс', 'Статус', 'ROI'),
        rows: launchRows('активен', 'скоро'),
      },
      {
        blockType: 'steps',
        heading: 'Как это работает',
        items: [
          { title: 'Пройдите верификацию', text: 'Участвовать могут только верифицированные счета.' },
          { title: 'Внесите средства', text: 'Выберите проект во время активной продажи и внесите USDT.' },
          { title: 'Получите токены', text: 'Токены зачисляются на кошелёк после окончания продажи.' },
        ],
      },
      { blockType: 'riskWarning', text: 'Новые токены крайне волатильны. Прошлая доходность проектов лаунчпада не гарантирует будущей.' },
    ],
  },
  de: {
    title: 'Launchpad',
    description: 'Nehmen Sie an neuen Token-Verkäufen teil, bevor die Token gelistet werden.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Launchpad',
        subheading: 'Beteiligen Sie sich an geprüften Token-Verkäufen und erhalten Sie die Token, bevor sie zum Handel zugelassen werden.',
      },
      {
        blockType: 'table',
        kind: 'launchpad',
        heading: 'Projekte',
        columns: columns('Token', 'Preis', 'Beginn', 'Ende', 'Fortschritt', 'Status', 'Rendite'),
        rows: localNumbers(launchRows('aktiv', 'demnächst')),
      },
      {
        blockType: 'steps',
        heading: 'So funktioniert es',
        items: [
          { title: 'Konto verifizieren', text: 'Teilnehmen können nur verifizierte Konten.' },
          { title: 'Mittel zusagen', text: 'Wählen Sie ein Projekt, solange der Verkauf läuft, und hinterlegen Sie USDT.' },
          { title: 'Token erhalten', text: 'Nach Ende des Verkaufs werden die Token Ihrer Wallet gutgeschrieben.' },
        ],
      },
      {
        blockType: 'riskWarning',
        text: 'Neue Token unterliegen starken Kursschwankungen. Die bisherige Rendite von Launchpad-Projekten ist keine Garantie für künftige Erträge.',
      },
    ],
  },
  es: {
    title: 'Launchpad',
    description: 'Participe en nuevas ventas de tokens antes de que coticen.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Launchpad',
        subheading: 'Aporte fondos a ventas de tokens verificadas y reciba los tokens antes de que se admitan a negociación.',
      },
      {
        blockType: 'table',
        kind: 'launchpad',
        heading: 'Proyectos',
        columns: columns('Token', 'Precio', 'Inicio', 'Fin', 'Progreso', 'Estado', 'Rentabilidad'),
        rows: localNumbers(launchRows('activo', 'próximamente')),
      },
      {
        blockType: 'steps',
        heading: 'Cómo funciona',
        items: [
          { title: 'Verifique su cuenta', text: 'Solo pueden participar las cuentas verificadas.' },
          { title: 'Aporte fondos', text: 'Elija un proyecto mientras su venta esté activa y aporte USDT.' },
          { title: 'Reciba los tokens', text: 'Los tokens se abonan en su billetera al finalizar la venta.' },
        ],
      },
      {
        blockType: 'riskWarning',
        text: 'Los nuevos tokens son muy volátiles. La rentabilidad pasada de los proyectos del launchpad no garantiza rentabilidades futuras.',
      },
    ],
  },
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
      {
        blockType: 'hero',
        heading: 'Insurance fund',
        subheading:
          'When a liquidated position closes below its bankruptcy price, the fund covers the difference so that winning traders are paid in full.',
      },
      {
        blockType: 'stats',
        items: [
          { value: '25,000,000 USDT', label: 'fund balance' },
          { value: '746,450 USDT', label: 'paid out in 2026' },
          { value: '24 h', label: 'balance update interval' },
        ],
      },
      {
        blockType: 'table',
        kind: 'insurance',
        heading: 'Payments',
        columns: columns('Date', 'Event', 'Amount', 'Status'),
        rows: fundRows('paid', 'completed', 'pending', [
          'BTC flash move, futures liquidations',
          'ETH gap after network upgrade',
          'Market-wide deleveraging',
          'SOL liquidity shortfall',
        ]),
      },
    ],
  },
  ru: {
    title: 'Страховой фонд',
    description: 'Резерв, покрывающий убытки сверх маржи ликвидированной позиции.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Страховой фонд',
        subheading:
          'Если ликвидированная позиция закрывается хуже цены банкротства, фонд покрывает разницу, и прибыльные трейдеры получают выплату полностью.',
      },
      {
        blockType: 'stats',
        items: [
          { value: '25 000 000 USDT', label: 'баланс фонда' },
          { value: '746 450 USDT', label: 'выплачено в 2026 году' },
          { value: '24 ч', label: 'интервал обновления баланса' },
        ],
      },
      {
        blockType: 'table',
        kind: 'insurance',
        heading: 'Выплаты',
        columns: columns('Дата', 'Событие', 'Сумма', 'Статус'),
        rows: fundRows('выплачено', 'завершено', 'в обработке', [
          'Резкое движение BTC, ликвидации фьючерсов',
          'Гэп ETH после обновления сети',
          'Массовое снижение плеча на рынке',
          'Нехватка ликвидности SOL',
        ]),
      },
    ],
  },
  de: {
    title: 'Versicherungsfonds',
    description: 'Die Reserve, die Verluste über die Margin einer liquidierten Position hinaus deckt.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Versicherungsfonds',
        subheading:
          'Schließt eine liquidierte Position unter ihrem Insolvenzpreis, gleicht der Fonds die Differenz aus, damit Trader mit Gewinn ihre Auszahlung vollständig erhalten.',
      },
      {
        blockType: 'stats',
        items: [
          { value: '25.000.000 USDT', label: 'Fondsvolumen' },
          { value: '746.450 USDT', label: 'ausgezahlt in 2026' },
          { value: '24 Std.', label: 'Aktualisierung des Saldos' },
        ],
      },
      {
        blockType: 'table',
        kind: 'insurance',
        heading: 'Auszahlungen',
        columns: columns('Datum', 'Ereignis', 'Betrag', 'Status'),
        rows: localNumbers(
          fundRows('ausgezahlt', 'abgeschlossen', 'in Bearbeitung', [
            'Abrupte BTC-Bewegung, Liquidationen bei Futures',
            'ETH-Kurslücke nach Netzwerk-Upgrade',
            'Marktweiter Abbau von Hebelpositionen',
            'Liquiditätsengpass bei SOL',
          ]),
        ),
      },
    ],
  },
  es: {
    title: 'Fondo de seguro',
    description: 'La reserva que cubre las pérdidas que superan el margen de una posición liquidada.',
    layout: [
      {
        blockType: 'hero',
        heading: 'Fondo de seguro',
        subheading:
          'Cuando una posición liquidada se cierra por debajo de su precio de quiebra, el fondo cubre la diferencia para que los traders con ganancias cobren íntegramente.',
      },
      {
        blockType: 'stats',
        items: [
          { value: '25.000.000 USDT', label: 'saldo del fondo' },
          { value: '746.450 USDT', label: 'pagados en 2026' },
          { value: '24 h', label: 'frecuencia de actualización del saldo' },
        ],
      },
      {
        blockType: 'table',
        kind: 'insurance',
        heading: 'Pagos',
        columns: columns('Fecha', 'Evento', 'Importe', 'Estado'),
        rows: localNumbers(
          fundRows('pagado', 'completado', 'pendiente', [
            'Movimiento brusco de BTC, liquidaciones de futuros',
            'Hueco de precio de ETH tras la actualización de la red',
            'Desapalancamiento generalizado del mercado',
            'Falta de liquidez en SOL',
          ]),
        ),
      },
    ],
  },
};
