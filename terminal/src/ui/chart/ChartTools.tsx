import { fill, type Catalogue } from '../../messages';
import { CHART_TOOLS, type ChartTool } from './chart-tools';

/** What the tools row shows and calls; the panel owns the state and the controller. */
export interface ChartToolsProps {
  texts: Catalogue['chart'];
  locale: string;
  tool: ChartTool;
  drawings: number;
  markers: number;
  analysisOpen: boolean;
  onTool(tool: ChartTool): void;
  onClearDrawings(): void;
  onZoom(direction: 'in' | 'out'): void;
  onMarkLast(): void;
  onClearMarkers(): void;
  onFullscreen(): void;
  onScreenshot(): void;
  onShare(): void;
  onAnalysis(): void;
}

/**
 * The pointer tools (crosshair, trend line, horizontal line, measure), zoom, price markers,
 * fullscreen, the PNG download, share and the technical-analysis panel's toggle. Every control is
 * a labelled native button; toggles say their state with aria-pressed or aria-expanded.
 */
export function ChartTools(props: ChartToolsProps) {
  const { texts, locale, tool } = props;
  return (
    <div className="chart__row">
      <div role="group" aria-label={texts.tools.label} className="chart__group">
        {CHART_TOOLS.map((each) => (
          <button
            key={each}
            type="button"
            className="chart__btn"
            aria-pressed={each === tool}
            title={texts.tools.hint[each]}
            onClick={() => props.onTool(each)}
          >
            {texts.tools[each]}
          </button>
        ))}
        <button type="button" className="chart__btn chart__btn--plain" disabled={props.drawings === 0} onClick={props.onClearDrawings}>
          {texts.tools.clear}
        </button>
      </div>
      <span className="chart__sep" aria-hidden="true" />
      <div className="chart__group">
        <button type="button" className="chart__btn" aria-label={texts.zoomIn} title={texts.zoomIn} onClick={() => props.onZoom('in')}>
          +
        </button>
        <button type="button" className="chart__btn" aria-label={texts.zoomOut} title={texts.zoomOut} onClick={() => props.onZoom('out')}>
          −
        </button>
        <button type="button" className="chart__btn" title={texts.markerHint} onClick={props.onMarkLast}>
          {texts.markLast}
        </button>
        {props.markers > 0 && (
          <button type="button" className="chart__btn" onClick={props.onClearMarkers} data-testid="chart-markers">
            {`${texts.clearMarkers} · ${fill(texts.markers, { count: props.markers }, locale)}`}
          </button>
        )}
      </div>
      <span className="chart__sep" aria-hidden="true" />
      <div className="chart__group">
        <button type="button" className="chart__btn" onClick={props.onFullscreen}>
          {texts.fullscreen}
        </button>
        <button type="button" className="chart__btn" onClick={props.onScreenshot}>
          {texts.screenshot}
        </button>
        <button type="button" className="chart__btn" onClick={props.onShare}>
          {texts.share}
        </button>
        <button
          type="button"
          className="chart__btn chart__aside-toggle"
          aria-expanded={props.analysisOpen}
          aria-controls="chart-analysis"
          onClick={props.onAnalysis}
        >
          {texts.analysis.toggle}
        </button>
      </div>
    </div>
  );
}
