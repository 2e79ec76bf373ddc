import type { Catalogue } from '@bourse/i18n';
import type { ApiAddresses as Addresses } from '@bourse/trading';
import { clipboardCopy, CopyField } from './CopyField';
import './settings.css';

/**
 * Where a program points its Binance client to trade with these keys: the REST base URL, the
 * WebSocket API and the user data stream, each with Copy.
 * @example <ApiAddresses t={messagesFor('en').settings} addresses={{ rest: 'http://localhost:3002', … }} />
 */
export function ApiAddresses({
  t,
  addresses,
  copy = clipboardCopy,
}: {
  t: Catalogue['settings'];
  addresses: Addresses;
  copy?: (text: string) => Promise<void>;
}) {
  const a = t.apiKeys.addresses;
  return (
    <section className="settings-addresses" aria-labelledby="api-addresses-title" data-testid="api-addresses">
      <h4 id="api-addresses-title" className="settings-subheading">
        {a.title}
      </h4>
      <p className="settings-paragraph settings-muted">{a.hint}</p>
      <CopyField t={t} name="apiRest" label={a.rest} value={addresses.rest} copy={copy} />
      <CopyField t={t} name="apiWebSocket" label={a.webSocketApi} value={addresses.webSocketApi} copy={copy} />
      <CopyField t={t} name="apiUserStream" label={a.userDataStream} value={addresses.userDataStream} copy={copy} />
    </section>
  );
}
