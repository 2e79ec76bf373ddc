import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload';
import { API_KEY_KINDS, API_KEY_PERMISSIONS } from '@bourse/trading';
import { isAdmin } from '../../access/is-admin';
import { ledgerAdmin } from './access';
import { notifyEngineOfKeys } from '../../ledger/shared';
import { readSecrets } from '../../secrets';
import { relationTo, timeField } from './fields';

/** A key deleted by staff stops at the engine's next request, not when its copy of the key expires. */
const tellEngineOfRevocation: CollectionAfterDeleteHook = async ({ doc }) => {
  await notifyEngineOfKeys(readSecrets().revalidateSecret);
  return doc;
};

/** A trader suspended (or reinstated) by staff: the trading API stops (or starts) taking their keys at once. */
export const keysFollowTraderStatus: CollectionAfterChangeHook = async ({ doc, previousDoc, operation }) => {
  if (operation === 'update' && doc.status !== previousDoc?.status) await notifyEngineOfKeys(readSecrets().revalidateSecret);
  return doc;
};

/**
 * A trader's keys for the trading API (Binance's signed spot API on a paper account). The engine
 * makes and revokes them for the trader; staff read them here (never the secret: it is sealed and
 * hidden from every reader) and revoke one by deleting it, which stops it at the next request.
 */
export const TradingApiKeys: CollectionConfig = {
  slug: 'trading-api-keys',
  labels: { singular: 'API key', plural: 'API keys' },
  admin: ledgerAdmin(['label', 'trader', 'account', 'permissions', 'kind', 'lastUsedAt', 'time'], 'label'),
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  hooks: { afterDelete: [tellEngineOfRevocation] },
  fields: [
    relationTo('trader', 'traders'),
    relationTo('account', 'trading-accounts'),
    { name: 'label', type: 'text', required: true },
    { name: 'apiKey', type: 'text', required: true, unique: true, index: true, label: 'API key' },
    { name: 'kind', type: 'select', required: true, options: [...API_KEY_KINDS] },
    { name: 'permissions', type: 'select', required: true, options: [...API_KEY_PERMISSIONS] },
    { name: 'ipAllowList', type: 'json', label: 'IP allow-list', admin: { description: 'Empty: any address.' } },
    // AES-256-GCM under the server's API_KEY_SECRET; no reader ever gets it, staff included.
    { name: 'sealedSecret', type: 'text', hidden: true },
    { name: 'publicKey', type: 'textarea', label: 'Ed25519 public key' },
    timeField('lastUsedAt', 'Last used'),
    timeField('time', 'Created'),
  ],
};
