import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { describeTradingError, fill, type Catalogue } from '@bourse/i18n';
import { formatByStep } from '../../domain';
import { $alerts, $openOrders, cancelOrder, modifyOrder, removeAlert } from '../../stores';
import { showChartNotice } from '../store/chart-panel';
import { moveRequest, orderLines, snapToTick, stepPrice, type OrderLine } from '../model/order-lines';
import type { ChartController } from './chart-controller';
import type { LevelLine } from './level-lines';
import './order-lines.css';

interface OrderLinesProps {
  chart: ChartController | null;
  symbol: string;
  locale: string;
  /** The pair's tick; a moved line lands on it. */
  tickSize: string | null;
  texts: Catalogue['chart'];
}

/** The line a moving tag is at: where it was dragged or stepped to, until the server answers. */
type Moving = { key: string; price: string; sending: boolean };

const TAG_HEIGHT = 20;
const TAG_GAP = 2;

const levelOf = (line: OrderLine, price: string): LevelLine => ({
  key: line.key,
  price: Number(price),
  tone: line.kind === 'alert' ? 'marker' : line.side === 'BUY' ? 'up' : 'down',
  dashed: line.kind === 'stop' || line.kind === 'takeProfit' || line.kind === 'alert',
});

/**
 * The pair's open orders and waiting alerts on the chart: each a line on the price pane with a tag
 * at its right end. An order's tag is dragged up or down (or moved with the arrow keys, Enter to
 * send) to move the order: the server amends or replaces it and a refusal puts it back. The
 * tag's × cancels the order or removes the alert.
 */
export function OrderLines({ chart, symbol, locale, tickSize, texts }: OrderLinesProps) {
  const orders = useStore($openOrders);
  const alerts = useStore($alerts).data;
  const lines = useMemo(() => orderLines(orders, alerts, symbol), [orders, alerts, symbol]);
  const [moving, setMoving] = useState<Moving | null>(null);
  const tags = useRef(new Map<string, HTMLDivElement>());
  const group = useRef<HTMLDivElement>(null);
  const t = texts.orders;
  const price = (value: string) => formatByStep(value, tickSize, locale);
  const qty = (value: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 8 }).format(value as Intl.StringNumericLiteral);
  const priceOf = (line: OrderLine) => (moving?.key === line.key ? moving.price : line.price);

  useEffect(() => chart?.setLevelLines(lines.map((line) => levelOf(line, priceOf(line)))));
  // The tags follow their lines through every pan, zoom and rescale of the chart: placed each frame.
  useEffect(() => {
    if (!chart) return;
    let frame = 0;
    const place = () => {
      const { width, height } = chart.plotSize();
      // The tags sit at the right end of their lines, beside the price axis's label for the line
      // (the legend holds the top left), so the group spans the plot only.
      if (group.current) group.current.style.width = `${width}px`;
      // …and below the bar legend where it spans their place (it is drawn over them).
      const legend = group.current?.parentElement?.querySelector<HTMLElement>('.chart__legend');
      const legendRight = legend ? legend.offsetLeft + legend.offsetWidth : 0;
      const legendBottom = legend ? legend.offsetTop + legend.offsetHeight + TAG_GAP : 0;
      // Highest price first: a tag that would cover the one above it is set just under it instead. A
      // line off the scale keeps its tag, pinned to the plot's edge and marked with an arrow, so an
      // order far from the market is still seen, moved and cancelled from the chart.
      let below = -Infinity;
      for (const line of lines) {
        const tag = tags.current.get(line.key);
        const y = chart.priceToY(Number(priceOf(line)));
        if (!tag) continue;
        // The CSS decides a tag's height (taller on a phone); before its first layout, the desktop one.
        const size = tag.offsetHeight || TAG_HEIGHT;
        tag.hidden = y === null || height < size;
        if (y === null || tag.hidden) continue;
        const off = y < size / 2 ? 'above' : y > height - size / 2 ? 'below' : '';
        const floor = width - 6 - tag.offsetWidth < legendRight ? legendBottom : 0;
        const wanted = Math.min(Math.max(Math.round(y - size / 2), floor), height - size);
        const top = Math.min(Math.max(wanted, below + TAG_GAP), height - size);
        tag.style.top = `${top}px`;
        if (off) tag.dataset.off = off;
        else delete tag.dataset.off;
        below = top + size;
      }
      frame = requestAnimationFrame(place);
    };
    place();
    return () => cancelAnimationFrame(frame);
  });

  const nameOf = (line: OrderLine) =>
    line.kind === 'alert'
      ? t.alert
      : `${line.oco ? `${t.oco} · ` : ''}${fill(t.tag, { kind: t[line.kind], side: t[line.side!], qty: qty(line.qty) }, locale)}`;

  const send = async (line: OrderLine, to: string) => {
    const order = orders.find((o) => o.orderId === line.id);
    if (!order || to === line.price) return setMoving(null);
    setMoving({ key: line.key, price: to, sending: true });
    const done = await modifyOrder(line.id, moveRequest(order, to));
    setMoving(null);
    if (done.ok) showChartNotice({ text: fill(t.moved, { price: price(to) }, locale), tone: 'ok' });
    else showChartNotice({ text: describeTradingError(done.error, locale), tone: 'error' });
  };

  const drag = (line: OrderLine) => ({
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (line.kind === 'alert' || moving?.sending) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      setMoving({ key: line.key, price: line.price, sending: false });
    },
    onPointerMove: (event: PointerEvent<HTMLButtonElement>) => {
      if (moving?.key !== line.key || moving.sending || !chart) return;
      const stage = event.currentTarget.closest('.chart__stage')!.getBoundingClientRect();
      const to = snapToTick(chart.yToPrice(event.clientY - stage.top) ?? NaN, tickSize);
      if (to) setMoving({ ...moving, price: to });
    },
    onPointerUp: () => {
      if (moving?.key === line.key && !moving.sending) void send(line, moving.price);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (line.kind === 'alert' || moving?.sending) return;
      const from = moving?.key === line.key ? moving.price : line.price;
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        event.preventDefault();
        const to = stepPrice(from, tickSize, (event.key === 'ArrowUp' ? 1 : -1) * (event.shiftKey ? 10 : 1));
        if (to) setMoving({ key: line.key, price: to, sending: false });
      } else if (event.key === 'Enter' && moving?.key === line.key) {
        event.preventDefault();
        void send(line, moving.price);
      } else if (event.key === 'Escape') setMoving(null);
    },
  });

  const remove = async (line: OrderLine) => {
    if (line.kind === 'alert') return removeAlert(line.id);
    const done = await cancelOrder(line.id);
    showChartNotice(done.ok ? { text: t.cancelled, tone: 'ok' } : { text: describeTradingError(done.error, locale), tone: 'error' });
  };

  if (lines.length === 0) return null;
  return (
    <div ref={group} role="group" aria-label={t.label} className="chart-orders" data-testid="chart-order-lines">
      {lines.map((line) => {
        const name = nameOf(line);
        const at = moving?.key === line.key && moving.price !== line.price ? moving.price : null;
        return (
          <div
            key={line.key}
            ref={(element) => void (element ? tags.current.set(line.key, element) : tags.current.delete(line.key))}
            className="chart-orders__tag"
            data-kind={line.kind}
            data-side={line.side ?? undefined}
            data-id={line.id}
            data-price={priceOf(line)}
            data-moving={at !== null || undefined}
          >
            <button
              type="button"
              className="chart-orders__handle"
              aria-label={line.kind === 'alert' ? `${name} ${price(line.price)}` : fill(t.move, { name, price: price(line.price) }, locale)}
              aria-keyshortcuts={line.kind === 'alert' ? undefined : 'ArrowUp ArrowDown Enter Escape'}
              disabled={moving?.sending}
              {...drag(line)}
            >
              {line.kind === 'alert' ? fill(t.alertTag, { condition: alertCondition(alerts, line.id, texts) }, locale) : name}
              {at !== null && <span className="chart-orders__to">{fill(t.moving, { price: price(at) }, locale)}</span>}
            </button>
            <button
              type="button"
              className="chart-orders__remove"
              aria-label={
                line.kind === 'alert' ? fill(t.removeAlert, { price: price(line.price) }, locale) : fill(t.cancel, { name }, locale)
              }
              title={line.kind === 'alert' ? fill(t.removeAlert, { price: price(line.price) }, locale) : fill(t.cancel, { name }, locale)}
              onClick={() => void remove(line)}
            >
              ×
            </button>
          </div>
        );
      })}
    </div>
  );
}

/** An alert's condition in words (the alerts panel's own), for its tag. */
function alertCondition(alerts: readonly { id: number; condition: string }[], id: number, texts: Catalogue['chart']): string {
  const condition = alerts.find((a) => a.id === id)?.condition;
  return condition === 'above' || condition === 'below' || condition === 'crossing' ? texts.orders.conditions[condition] : '';
}
