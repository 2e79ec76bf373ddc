import { useId } from 'react';
import {
  CHART_INTERVALS,
  describeInterval,
  intervalAvailability,
  intervalLabel,
  parseChartInterval,
  QUICK_INTERVALS,
  type ChartInterval,
} from '../../domain';
import { type KlineInterval } from '@bourse/market';
import { fill, type Catalogue } from '@bourse/i18n';
import { INDICATOR_IDS, type IndicatorId } from '../model/chart-indicators';
import { CHART_STYLES, type ChartStyle } from '../model/chart-series';

/** What the interval, style and indicator rows show and call; the panel owns the state. */
export interface ChartToolbarProps {
  texts: Catalogue['chart'];
  locale: string;
  pair: string;
  interval: KlineInterval;
  /** The bar length of the pair's series on this feed, null while unknown. */
  feedBarMs: number | null;
  chartStyle: ChartStyle;
  indicators: readonly IndicatorId[];
  onInterval(interval: string): void;
  onStyle(style: ChartStyle): void;
  onIndicator(id: IndicatorId): void;
}

/**
 * Interval quick buttons and a dropdown of all 15, a dropdown of the four styles and the indicator toggles.
 * An interval finer than the feed's series for the pair is disabled and says why (the reason is
 * the button's description and tooltip), so an hourly forex series never pretends to answer 1m.
 */
export function ChartToolbar(props: ChartToolbarProps) {
  const { texts, locale, interval, chartStyle: style, indicators, pair, feedBarMs } = props;
  const selectId = useId();
  const current = parseChartInterval(interval);
  const reasonOf = (each: ChartInterval): string | undefined => {
    const answer = intervalAvailability(each, feedBarMs);
    if (answer.available) return undefined;
    const feedInterval = answer.feedInterval ? describeInterval(answer.feedInterval, locale) : '—';
    return fill(texts.intervalUnavailable, { interval: describeInterval(each, locale), pair, feedInterval }, locale);
  };
  return (
    <div className="chart__row">
      <div role="group" aria-label={texts.intervals} className="chart__group">
        {QUICK_INTERVALS.map((quick) => {
          const reason = reasonOf(quick);
          return (
            <button
              key={quick}
              type="button"
              className="chart__btn"
              aria-pressed={quick === interval}
              // The visible short form first, so a voice user can say what they see ("5m"), then the spoken name.
              aria-label={`${intervalLabel(quick, locale)} (${describeInterval(quick, locale)})`}
              disabled={reason !== undefined}
              title={reason}
              aria-description={reason}
              data-interval={quick}
              onClick={() => props.onInterval(quick)}
            >
              {intervalLabel(quick, locale)}
            </button>
          );
        })}
        <label htmlFor={selectId} className="chart__sr">
          {texts.allIntervals}
        </label>
        <select
          id={selectId}
          value={current ?? ''}
          className="chart__select"
          onChange={(event) => props.onInterval(event.currentTarget.value)}
        >
          {current === null && <option value="">{interval}</option>}
          {CHART_INTERVALS.map((each) => {
            const reason = reasonOf(each);
            return (
              <option
                key={each}
                value={each}
                disabled={reason !== undefined}
                title={reason}
              >{`${intervalLabel(each, locale)} · ${describeInterval(each, locale)}`}</option>
            );
          })}
        </select>
      </div>
      <span className="chart__sep" aria-hidden="true" />
      <select
        aria-label={texts.styles}
        value={style}
        className="chart__select"
        data-testid="chart-style"
        onChange={(event) => props.onStyle(event.currentTarget.value as ChartStyle)}
      >
        {CHART_STYLES.map((each) => (
          <option key={each} value={each}>
            {texts.style[each]}
          </option>
        ))}
      </select>
      <span className="chart__sep" aria-hidden="true" />
      <div role="group" aria-label={texts.indicators} className="chart__group">
        {INDICATOR_IDS.map((id) => (
          <button
            key={id}
            type="button"
            className="chart__btn"
            aria-pressed={indicators.includes(id)}
            onClick={() => props.onIndicator(id)}
          >
            {texts.indicator[id]}
          </button>
        ))}
      </div>
    </div>
  );
}
