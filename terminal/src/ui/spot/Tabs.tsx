import { useId, useRef, useState, type ReactNode } from 'react';

/**
 * A tab strip with its panel (WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the
 * selected tab is in the Tab order). Only the selected panel is rendered.
 *
 * @example
 * <Tabs label="Orders" tabs={[{ id: 'open', title: 'Open orders (2)', panel: <OrderList … /> }]} />
 */
export type TabsProps = { label: string; tabs: { id: string; title: ReactNode; panel: ReactNode }[]; testId?: string };

const tabStyle = (selected: boolean) => ({
  padding: '8px 12px', background: 'none', border: 0, font: 'inherit', cursor: 'pointer', color: 'var(--color-text, #eaecef)',
  borderBottom: `2px solid ${selected ? 'var(--color-accent, #f0b90b)' : 'transparent'}`, fontWeight: selected ? 700 : 400,
});

export function Tabs({ label, tabs, testId }: TabsProps) {
  const base = useId();
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
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
      <div role="tablist" aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px', borderBottom: '1px solid var(--color-border, #2b3139)' }}>
        {tabs.map((tab, index) => (
          <button key={tab.id} ref={(el) => { refs.current[index] = el; }} type="button" role="tab" id={`${base}-${tab.id}`}
            aria-selected={tab.id === current?.id} aria-controls={`${base}-panel`} tabIndex={tab.id === current?.id ? 0 : -1}
            data-tab={tab.id} onClick={() => setSelected(tab.id)} onKeyDown={onKey(index)} style={tabStyle(tab.id === current?.id)}>
            {tab.title}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${current?.id}`} tabIndex={0} style={{ paddingTop: '12px' }}>
        {current?.panel}
      </div>
    </div>
  );
}
