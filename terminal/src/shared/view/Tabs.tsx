import { useId, useRef, useState, type ReactNode } from 'react';
import '../../spot/view/spot.css';

/**
 * A tab strip with its panel (WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the
 * selected tab is in the Tab order). Only the selected panel is rendered. It keeps its own choice,
 * or follows `selected` and reports changes through `onSelect` when its owner needs to know.
 *
 * @example
 * <Tabs label="Orders" tabs={[{ id: 'open', title: 'Open orders (2)', panel: <OrderList … /> }]} />
 */
export type TabsProps = {
  label: string;
  tabs: { id: string; title: ReactNode; panel: ReactNode }[];
  testId?: string;
  selected?: string;
  onSelect?: (id: string) => void;
};

export function Tabs({ label, tabs, testId, selected: chosen, onSelect }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(tabs[0]?.id ?? '');
  const selected = chosen ?? own;
  const setSelected = (id: string) => {
    setOwn(id);
    onSelect?.(id);
  };
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(tabs[next]!.id);
    refs.current[next]?.focus();
  };
  const onKey = (index: number) => (e: React.KeyboardEvent) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    move(to);
  };
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  return (
    <div data-testid={testId}>
      <div role="tablist" aria-label={label} className="spot-tabs">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}`}
            aria-selected={tab.id === current?.id}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === current?.id ? 0 : -1}
            data-tab={tab.id}
            onClick={() => setSelected(tab.id)}
            onKeyDown={onKey(index)}
            className="spot-tab"
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${current?.id}`} tabIndex={0} className="spot-tab-panel">
        {current?.panel}
      </div>
    </div>
  );
}
