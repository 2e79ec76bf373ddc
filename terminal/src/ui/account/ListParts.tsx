/**
 * Parts every account list shares (orders, trades, funds, deposit and withdrawal histories): the
 * column headings and the search box.
 */
import '../../orders/view/orders.css';

/**
 * A table's header row; an empty heading (a column of buttons) is allowed.
 * @example <TableHead columns={[t.time, t.pair, t.side]} />
 */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((heading, index) => (
          <th key={`${index}-${heading}`} scope="col" className="ui-cell">
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * The search box above a list, labelled by its placeholder for screen readers too.
 * @example <ListSearch label={t.search} value={query} onChange={setQuery} />
 */
export function ListSearch({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label>
      <span className="ui-visually-hidden">{label}</span>
      <input
        type="search"
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="ui-input order-list__search"
      />
    </label>
  );
}
