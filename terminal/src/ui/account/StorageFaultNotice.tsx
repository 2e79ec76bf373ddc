import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $storageFaults, type StorageFault } from '../../shared/store/persistence';
import '../../shared/view/controls.css';
import './account.css';
import { messagesFor, type Catalogue } from '@bourse/i18n';

/**
 * What the trader calls each key this browser keeps (balances and orders are on the server and are
 * never kept here).
 */
const KEY_NAMES: { matches: (key: string) => boolean; name: keyof Catalogue['storage'] }[] = [
  { matches: (key) => key === 'verification', name: 'verification' },
  { matches: (key) => key === 'cabinetSettings', name: 'cabinetSettings' },
  { matches: (key) => key === 'chartDrawings', name: 'chartDrawings' },
];

/** The damaged keys in the trader's words, each named once. */
export function faultNames(faults: StorageFault[], locale: string): string[] {
  const t = messagesFor(locale).storage;
  const names = faults.map(({ key }) => {
    const known = KEY_NAMES.find(({ matches }) => matches(key));
    return known ? t[known.name] : key;
  });
  return [...new Set(names)];
}

export type StorageFaultNoticeProps = { locale: string };

/**
 * Tells the trader when saved data in this browser could not be read and was reset to its safe
 * default (shared/store/persistence.ts), so a setting that changed by itself never goes unexplained.
 * Shows nothing while every key reads cleanly.
 */
export function StorageFaultNotice({ locale }: StorageFaultNoticeProps) {
  const faults = useStore($storageFaults);
  const [dismissedAt, setDismissedAt] = useState(0);
  const shown = faults.filter((fault) => fault.at > dismissedAt);
  if (shown.length === 0) return null;
  const t = messagesFor(locale).account;
  return (
    <div role="alert" className="storage-fault">
      <p className="storage-fault__text">
        {t.storageReset} {faultNames(shown, locale).join(', ')}.
      </p>
      <button type="button" className="ui-ghost" onClick={() => setDismissedAt(Math.max(...shown.map((f) => f.at)))}>
        {t.dismiss}
      </button>
    </div>
  );
}
