import type { DepthCurve, DepthStep } from '../../domain';

/** The depth chart's drawing box, in SVG user units (the SVG stretches it to the panel). */
export const DEPTH_BOX = { width: 600, height: 300 } as const;

/**
 * An SVG path of one side's steps as a filled staircase from the spread outwards: each level
 * raises the curve to its cumulative total at its price. Empty for a side without levels.
 *
 * @example
 * depthPath([{ price: 100, total: 1 }], { low: 99, high: 101, maxTotal: 2 }); // 'M300,300 L300,150 …Z'
 */
export function depthPath(steps: readonly DepthStep[], range: Pick<DepthCurve, 'low' | 'high' | 'maxTotal'>): string {
  if (steps.length === 0 || range.maxTotal <= 0) return '';
  const { width, height } = DEPTH_BOX;
  const span = range.high - range.low || 1;
  const x = (price: number) => round(((price - range.low) / span) * width);
  const y = (total: number) => round(height - (total / range.maxTotal) * height);
  const parts = [`M${x(steps[0]!.price)},${height}`];
  let previous = 0;
  for (const step of steps) {
    parts.push(`L${x(step.price)},${y(previous)}`, `L${x(step.price)},${y(step.total)}`);
    previous = step.total;
  }
  parts.push(`L${x(steps.at(-1)!.price)},${height}`, 'Z');
  return parts.join(' ');
}

/** The x position of a price in the box (for the mid line). */
export function depthX(price: number, range: Pick<DepthCurve, 'low' | 'high'>): number {
  return round(((price - range.low) / (range.high - range.low || 1)) * DEPTH_BOX.width);
}

const round = (value: number) => Math.round(value * 10) / 10;
