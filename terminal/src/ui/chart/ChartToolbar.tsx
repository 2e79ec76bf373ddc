import { useId } from 'react';
import { CHART_INTERVALS, describeInterval, intervalLabel, parseChartInterval, QUICK_INTERVALS, type KlineInterval } from '../../domain';
import { INDICATOR_IDS, type IndicatorId } from './chart-indicators';
import { CHART_STYLES, type ChartStyle } from './chart-series';
import { control, muted, row, toggle } from './chart-styles';
import { fill, type Catalogue } from '../../messages';

/** What the toolbar shows and the actions it calls; the panel owns the state. */
export interface ChartToolbarProps {
  texts: Catalogue['chart'];
  locale: string;
  interval: KlineInterval;
  style: ChartStyle;
  indicators: readonly IndicatorId[];
  markers: number;
  onInterval(interval: string): void;
  onStyle(style: ChartStyle): void;
  onIndicator(id: IndicatorId): void;
  onZoom(direction: 'in' | 'out'): void;
  onMarkLast(): void;
  onClearMarkers(): void;
  onFullscreen(): void;
}

/**
 * Interval quick buttons and a dropdown of all 15, the four styles, indicator toggles, zoom,
 * price markers and fullscreen. Every control is a labelled native button or select, so it is
 * reachable and operable from the keyboard; toggles say their state with aria-pressed.
 */
export function ChartToolbar(props: ChartToolbarProps) {
  const { texts, locale, interval, style, indicators } = props;
  const selectId = useId();
  const current = parseChartInterval(interval);
  return (
    <div role="toolbar" aria-label={texts.toolbar} style={{ display: 'grid', gap: '0.375rem' }}>
      <div role="group" aria-label={texts.intervals} style={row}>
        {QUICK_INTERVALS.map((quick) => (
          <button key={quick} type="button" style={toggle(quick === interval)} aria-pressed={quick === interval}
            aria-label={describeInterval(quick, locale)} onClick={() => props.onInterval(quick)}>
            {intervalLabel(quick, locale)}
          </button>
        ))}
        <label htmlFor={selectId} style={muted}>{texts.allIntervals}</label>
        <select id={selectId} value={current ?? ''} style={control} onChange={(event) => props.onInterval(event.currentTarget.value)}>
          {current === null && <option value="">{interval}</option>}
          {CHART_INTERVALS.map((each) => (
            <option key={each} value={each}>{`${intervalLabel(each, locale)} · ${describeInterval(each, locale)}`}</option>
          ))}
        </select>
      </div>
      <div style={row}>
        <div role="group" aria-label={texts.styles} style={row}>
          {CHART_STYLES.map((each) => (
            <button key={each} type="button" style={toggle(each === style)} aria-pressed={each === style} onClick={() => props.onStyle(each)}>
              {texts.style[each]}
            </button>
          ))}
        </div>
        <div role="group" aria-label={texts.indicators} style={row}>
          {INDICATOR_IDS.map((id) => (
            <button key={id} type="button" style={toggle(indicators.includes(id))} aria-pressed={indicators.includes(id)} onClick={() => props.onIndicator(id)}>
              {texts.indicator[id]}
            </button>
          ))}
        </div>
      </div>
      <div style={row}>
        <button type="button" style={control} aria-label={texts.zoomIn} title={texts.zoomIn} onClick={() => props.onZoom('in')}>+</button>
        <button type="button" style={control} aria-label={texts.zoomOut} title={texts.zoomOut} onClick={() => props.onZoom('out')}>−</button>
        <button type="button" style={control} onClick={props.onMarkLast}>{texts.markLast}</button>
        <button type="button" style={control} onClick={props.onClearMarkers} disabled={props.markers === 0}>{texts.clearMarkers}</button>
        <button type="button" style={control} onClick={props.onFullscreen}>{texts.fullscreen}</button>
        <span style={muted} data-testid="chart-markers">{fill(texts.markers, { count: props.markers }, locale)} · {texts.markerHint}</span>
      </div>
    </div>
  );
}
