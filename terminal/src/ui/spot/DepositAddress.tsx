import { useId, useRef, useState } from 'react';
import type { DepositNetwork } from '@bourse/trading';
import { partnerBuyLinks, type AccountDepositTab } from '../../domain';
import { type Catalogue, fill } from '@bourse/i18n';
import { useAddressQr } from '../wallet/use-address-qr';

/** @example <DepositAddress d={t.depositDialog} ta={messages.account} tab={tab} network={network} address="1…" … /> */
export type DepositAddressProps = {
  d: Catalogue['spot']['depositDialog'];
  ta: Catalogue['account'];
  locale: string;
  tab: AccountDepositTab;
  networks: DepositNetwork[];
  network: DepositNetwork;
  onNetwork: (id: string) => void;
  address: string | null;
  copy: (text: string) => Promise<void>;
};

const QR_SIZE = 120;

/**
 * The deposit dialog's address side: the network (a choice where the coin has several), the
 * account's own address with Copy and Open QR, and partner exchanges to buy the coin at.
 * When the clipboard refuses, the address is selected for copying by hand.
 */
export function DepositAddress({ d, ta, locale, tab, networks, network, onNetwork, address, copy }: DepositAddressProps) {
  const networkId = useId();
  const qrId = useId();
  const partnersId = useId();
  const code = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<{ address: string; ok: boolean } | null>(null);
  const [qrOpen, setQrOpen] = useState(false);
  const qr = useAddressQr(qrOpen ? address : null, QR_SIZE);
  const copyState = copied && copied.address === address ? copied : null;
  const onCopy = async (text: string) => {
    try {
      await copy(text);
      setCopied({ address: text, ok: true });
    } catch {
      setCopied({ address: text, ok: false });
      if (code.current) window.getSelection()?.selectAllChildren(code.current);
    }
  };
  return (
    <div className="deposit-dialog__column">
      {networks.length > 1 ? (
        <>
          <label className="ui-label" htmlFor={networkId}>
            {ta.network}
          </label>
          <select id={networkId} value={network.id} onChange={(e) => onNetwork(e.target.value)} className="ui-input">
            {networks.map((n) => (
              <option key={n.id} value={n.id}>
                {n.name}
              </option>
            ))}
          </select>
        </>
      ) : (
        <p className="deposit-dialog__small">
          <span className="spot-muted">{ta.network}: </span>
          <span data-testid="deposit-network">{network.name}</span>
        </p>
      )}
      <p className="spot-muted">{ta.depositAddress}</p>
      {address ? (
        <div className="deposit-dialog__address-row">
          <div className="deposit-dialog__column">
            <code ref={code} data-testid="deposit-dialog-address" className="deposit-dialog__address">
              {address}
            </code>
            <div className="deposit-dialog__row">
              <button type="button" className="ui-ghost" onClick={() => void onCopy(address)}>
                {ta.copy}
              </button>
              <button type="button" className="ui-ghost" aria-expanded={qrOpen} aria-controls={qrId} onClick={() => setQrOpen(!qrOpen)}>
                {qrOpen ? d.hideQr : d.openQr}
              </button>
            </div>
            <p role="status" data-testid="deposit-copied" className="ui-up deposit-dialog__small">
              {copyState?.ok ? ta.copied : ''}
            </p>
            {copyState && !copyState.ok && (
              <p role="alert" className="ui-error deposit-dialog__small">
                {d.copyFailed}
              </p>
            )}
          </div>
          <div id={qrId} hidden={!qrOpen} className="deposit-dialog__qr-box">
            {qr && (
              <img
                src={qr}
                width={QR_SIZE}
                height={QR_SIZE}
                alt={ta.qrAlt}
                data-testid="deposit-dialog-qr"
                className="deposit-dialog__qr"
              />
            )}
          </div>
        </div>
      ) : (
        <p role="alert" className="ui-error">
          {ta.addressNotFound}
        </p>
      )}
      <p id={partnersId} className="spot-muted">
        {fill(d.partners, { coin: tab.coin }, locale)}
      </p>
      <div role="group" aria-labelledby={partnersId} className="deposit-dialog__row">
        {partnerBuyLinks(tab.coin).map((partner) => (
          <a key={partner.name} href={partner.href} target="_blank" rel="noopener noreferrer" className="ui-ghost spot-link-button">
            {partner.name}
          </a>
        ))}
      </div>
    </div>
  );
}
