import { LineStyle, type IPriceLine, type ISeriesApi, type SeriesType } from 'lightweight-charts';
import type { ChartPalette } from '../model/chart-palette';

/**
 * A waiting order's or alert's line: its price, colour (the market's up colour for a buy, down for
 * a sell, the marker colour for an alert) and whether it is dashed (a stop waits for a trigger).
 *
 * @example
 * const line: LevelLine = { key: 'order-7', price: 60000, tone: 'up', dashed: false };
 */
export interface LevelLine {
  key: string;
  price: number;
  tone: 'up' | 'down' | 'marker';
  dashed: boolean;
}

/**
 * The pair's waiting orders and alerts as the main series' own price lines, so each price shows on
 * the axis and the line is part of a screenshot. A line that only moved (dragged, or its order
 * replaced under the same key) is moved, not drawn again.
 */
export class LevelLines {
  private readonly drawn = new Map<string, { line: IPriceLine; spec: LevelLine }>();

  constructor(
    private readonly palette: ChartPalette,
    private series: ISeriesApi<SeriesType>,
  ) {}

  set(lines: readonly LevelLine[]): void {
    const wanted = new Set(lines.map((line) => line.key));
    for (const [key, { line }] of this.drawn) {
      if (wanted.has(key)) continue;
      this.series.removePriceLine(line);
      this.drawn.delete(key);
    }
    for (const spec of lines) {
      const options = {
        price: spec.price,
        color: this.palette[spec.tone],
        lineStyle: spec.dashed ? LineStyle.Dashed : LineStyle.Solid,
        lineWidth: 1 as const,
        axisLabelVisible: true,
      };
      const known = this.drawn.get(spec.key);
      if (known) known.line.applyOptions(options);
      this.drawn.set(spec.key, { line: known?.line ?? this.series.createPriceLine(options), spec });
    }
  }

  /** The same lines on a new main series (the chart style changed and the old series went). */
  moveTo(series: ISeriesApi<SeriesType>): void {
    const specs = [...this.drawn.values()].map((each) => each.spec);
    this.drawn.clear();
    this.series = series;
    this.set(specs);
  }
}
