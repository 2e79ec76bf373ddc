/**
 * The column heads the book and the trades tape share: price in the quote asset, amount in the
 * base asset, then the panel's own third column (running total, or time).
 *
 * @example <BookTableHead price="Price" amount="Amount" third="Total" base="BTC" quote="USDT" />
 */
export function BookTableHead({
  price,
  amount,
  third,
  base,
  quote,
}: {
  price: string;
  amount: string;
  third: string;
  base: string;
  quote: string;
}) {
  return (
    <thead className="book-head">
      <tr className="book-row book-row--head">
        <th scope="col" className="book-cell book-cell--price">
          {price} ({quote})
        </th>
        <th scope="col" className="book-cell">
          {amount} ({base})
        </th>
        <th scope="col" className="book-cell">
          {third}
        </th>
      </tr>
    </thead>
  );
}
