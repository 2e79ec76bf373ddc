/**
 * The chart tools' pictures: 16 px line drawings in the text's colour (currentColor), so they follow
 * the theme, hover and pressed states like text does. Decorative: the button carries the name.
 */
export type ChartIconName =
  'crosshair' | 'trend' | 'hline' | 'measure' | 'alert' | 'clear' | 'mark' | 'fullscreen' | 'download' | 'share' | 'analysis';

const PATHS: Record<ChartIconName, string> = {
  crosshair: 'M8 1.5v4M8 10.5v4M1.5 8h4M10.5 8h4M8 7.2v1.6M7.2 8h1.6',
  trend:
    'M2.5 13.5l11-11M2.5 13.5m-1.3 0a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0 -2.6 0M13.5 2.5m-1.3 0a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0 -2.6 0',
  hline: 'M1.5 8h13M8 8m-1.4 0a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0 -2.8 0',
  measure: 'M8 1.5v13M5.5 4L8 1.5L10.5 4M5.5 12L8 14.5L10.5 12M2 1.5h3M2 14.5h3',
  alert: 'M4 11.5V7.5a4 4 0 0 1 8 0v4l1.5 1.5h-11L4 11.5M6.8 14.5h2.4',
  clear: 'M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 9h5.6l.7-9M7 7v4.5M9 7v4.5',
  mark: 'M3.5 14.5V2M3.5 2.5h8l-2 3l2 3h-8',
  fullscreen: 'M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4',
  download: 'M8 2v8.5M4.5 7L8 10.5L11.5 7M2.5 13.5h11',
  share: 'M11.5 5a1.8 1.8 0 1 0 0-.01M4.5 9.8a1.8 1.8 0 1 0 0-.01M11.5 14.5a1.8 1.8 0 1 0 0-.01M6.1 8.9l3.8-2.2M6.1 10.7l3.8 2.2',
  analysis: 'M2 14.5h12M4 12V8M7 12V4.5M10 12V7M13 12V2.5',
};

export function ChartIcon({ name }: { name: ChartIconName }) {
  return (
    <svg className="chart__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
