import type { Field, RelationshipField } from 'payload';

/**
 * Shared field builders of the trading ledger's collections. Amounts are decimal strings (8 places,
 * never floats); times are milliseconds since the epoch as the engine and Binance's answers count
 * them (Payload's own createdAt and updatedAt are kept beside them for the admin's lists).
 */
export const amountField = (name: string, label?: string): Field => ({
  name,
  type: 'text',
  required: true,
  defaultValue: '0.00000000',
  ...(label ? { label } : {}),
});

export const optionalText = (name: string, label?: string): Field => ({ name, type: 'text', ...(label ? { label } : {}) });

export const timeField = (name: string, label: string): Field => ({
  name,
  type: 'number',
  label,
  admin: { description: 'Milliseconds since 1970-01-01 UTC.' },
});

export const relationTo = (
  name: string,
  collection: 'trading-accounts' | 'trading-orders' | 'trading-fills' | 'trading-transfers' | 'traders' | 'trading-margin-accounts',
  required = true,
): RelationshipField => ({
  name,
  type: 'relationship',
  relationTo: collection,
  required,
  index: true,
});
