import { fill, type Catalogue } from '@bourse/i18n';
import { ChartIcon } from './ChartIcon';
import { CHART_TOOLS, type ChartTool } from '../model/chart-tools';

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
 * fullscreen, the PNG download, share and the technical-analysis panel's toggle, in one row of
 * icon buttons so the canvas keeps its height. Every control is a native button named by its
 * aria-label (what the text would say) with a tooltip; toggles say their state with aria-pressed
 * or aria-expanded.
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
            className="chart__btn chart__btn--icon"
            aria-pressed={each === tool}
            aria-label={texts.tools[each]}
            title={`${texts.tools[each]}: ${texts.tools.hint[each]}`}
            onClick={() => props.onTool(each)}
          >
            <ChartIcon name={each} />
          </button>
        ))}
        <button
          type="button"
          className="chart__btn chart__btn--icon chart__btn--plain"
          aria-label={texts.tools.clear}
          title={texts.tools.clear}
          disabled={props.drawings === 0}
          onClick={props.onClearDrawings}
        >
          <ChartIcon name="clear" />
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
        <button
          type="button"
          className="chart__btn chart__btn--icon"
          aria-label={texts.markLast}
          title={`${texts.markLast}: ${texts.markerHint}`}
          onClick={props.onMarkLast}
        >
          <ChartIcon name="mark" />
        </button>
        {props.markers > 0 && (
          <button type="button" className="chart__btn" onClick={props.onClearMarkers} data-testid="chart-markers">
            {`${texts.clearMarkers} · ${fill(texts.markers, { count: props.markers }, locale)}`}
          </button>
        )}
      </div>
      <span className="chart__sep" aria-hidden="true" />
      <div className="chart__group">
        {(
          [
            ['fullscreen', texts.fullscreen, props.onFullscreen],
            ['download', texts.screenshot, props.onScreenshot],
            ['share', texts.share, props.onShare],
          ] as const
        ).map(([icon, name, onClick]) => (
          <button key={icon} type="button" className="chart__btn chart__btn--icon" aria-label={name} title={name} onClick={onClick}>
            <ChartIcon name={icon} />
          </button>
        ))}
        <button
          type="button"
          className="chart__btn chart__btn--icon chart__aside-toggle"
          aria-expanded={props.analysisOpen}
          aria-controls="chart-analysis"
          aria-label={texts.analysis.toggle}
          title={texts.analysis.toggle}
          onClick={props.onAnalysis}
        >
          <ChartIcon name="analysis" />
        </button>
      </div>
    </div>
  );
}
