import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { formatPrice } from '../../shared/model/format';
import { searchSwapCurrencies } from '../model/swap';
import { $swapCurrencies, chooseSwapSide } from '../store/swap';
import { Dialog } from '../../ui/account/Dialog';
import { type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './swap.css';

/**
 * Props of the currency picker: which side of the form it fills, its texts and number locale.
 *
 * @example
 * <CurrencyModal side="receive" texts={messagesFor('en').swap} locale="en" onClose={close} />
 */
export interface CurrencyModalProps {
  side: 'give' | 'receive';
  texts: Catalogue['swap'];
  locale: string;
  onClose: () => void;
}

/**
 * Picking a currency needs confirmation (Confirm is disabled until one is chosen). With no
 * search text the whole list shows; with some, the fuzzy matches (up to 2 typos), best first.
 * A modal dialog: focus starts in the search, Tab stays inside, Escape closes.
 */
export function CurrencyModal({ side, texts, locale, onClose }: CurrencyModalProps) {
  const { data: currencies } = useStore($swapCurrencies);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const searchId = useId();
  const group = useId();
  const shown = query.trim() === '' ? currencies : searchSwapCurrencies(currencies, query);
  // A choice the search has hidden is not confirmed unseen.
  const chosen = shown.some((currency) => currency.symbol === picked) ? picked : null;
  const confirm = () => {
    if (chosen === null) return;
    chooseSwapSide(side, chosen);
    onClose();
  };

  return (
    <Dialog title={texts.modalTitle[side]} testId="swap-currency-dialog" onClose={onClose}>
      <label htmlFor={searchId} className="swap-muted">
        {texts.modalSearch}
      </label>
      <input
        id={searchId}
        type="search"
        autoComplete="off"
        data-autofocus
        value={query}
        className="swap-control swap-control--text"
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <fieldset className="swap-fieldset">
        <legend className="swap-muted">{texts.listTitle}</legend>
        <div className="swap-options">
          {shown.map((currency) => (
            <label
              key={currency.symbol}
              data-testid="swap-option"
              className={chosen === currency.symbol ? 'swap-control swap-control--pressed swap-option' : 'swap-control swap-option'}
            >
              <input
                type="radio"
                name={group}
                value={currency.symbol}
                checked={chosen === currency.symbol}
                onChange={() => setPicked(currency.symbol)}
              />
              <strong>{currency.symbol}</strong>
              <span className="swap-muted">{currency.name}</span>
              <span className="swap-numbers swap-option__price">{currency.price === null ? '—' : formatPrice(currency.price, locale)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p role="status" className="swap-muted" data-testid="swap-search-status">
        {shown.length === 0 ? texts.nothingFound : ''}
      </p>
      <div className="swap-actions">
        <button type="button" className="swap-control" onClick={onClose}>
          {texts.cancel}
        </button>
        <button type="button" className="ui-button swap-primary" disabled={chosen === null} onClick={confirm}>
          {texts.confirm}
        </button>
      </div>
    </Dialog>
  );
}
