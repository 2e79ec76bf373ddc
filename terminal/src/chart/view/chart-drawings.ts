import type {
  IChartApi,
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesApi,
  ISeriesPrimitive,
  Logical,
  SeriesAttachedParameter,
  SeriesType,
  Time,
} from 'lightweight-charts';
import type { Segment } from '../model/chart-tools';

type Target = Parameters<IPrimitivePaneRenderer['draw']>[0];

/**
 * The drawings layer: segments painted on the price pane's own canvas, so they pan and zoom with
 * the bars and are part of a screenshot (an HTML overlay would be neither).
 */
export class DrawingsPrimitive implements ISeriesPrimitive<Time> {
  private segments: Segment[] = [];
  private chart: IChartApi | null = null;
  private series: ISeriesApi<SeriesType> | null = null;
  private requestUpdate: () => void = () => {};

  /** `toLogical` places a time on the time scale (null while no bars are loaded). */
  constructor(
    private readonly colour: string,
    private readonly toLogical: (time: number) => number | null,
  ) {}

  attached(param: SeriesAttachedParameter<Time, SeriesType>): void {
    this.chart = param.chart as IChartApi;
    this.series = param.series;
    this.requestUpdate = param.requestUpdate;
  }

  detached(): void {
    this.chart = null;
    this.series = null;
  }

  /** Replace what is drawn. */
  setSegments(segments: readonly Segment[]): void {
    this.segments = [...segments];
    this.requestUpdate();
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return [{ renderer: () => ({ draw: (target: Target) => this.draw(target) }) }];
  }

  private draw(target: Target): void {
    const { chart, series } = this;
    if (!chart || !series) return;
    const scale = chart.timeScale();
    target.useMediaCoordinateSpace(({ context }) => {
      context.strokeStyle = this.colour;
      context.fillStyle = this.colour;
      context.lineWidth = 1.5;
      for (const { from, to, dashed } of this.segments) {
        const [bar1, bar2] = [this.toLogical(from.time), this.toLogical(to.time)];
        if (bar1 === null || bar2 === null) continue;
        const x1 = scale.logicalToCoordinate(bar1 as Logical);
        const x2 = scale.logicalToCoordinate(bar2 as Logical);
        const y1 = series.priceToCoordinate(from.price);
        const y2 = series.priceToCoordinate(to.price);
        if (x1 === null || x2 === null || y1 === null || y2 === null) continue;
        context.setLineDash(dashed ? [5, 4] : []);
        context.beginPath();
        context.moveTo(x1, y1);
        context.lineTo(x2, y2);
        context.stroke();
        for (const [x, y] of [
          [x1, y1],
          [x2, y2],
        ] as const) {
          context.beginPath();
          context.arc(x, y, 3, 0, Math.PI * 2);
          context.fill();
        }
      }
      context.setLineDash([]);
    });
  }
}
