import type { CollectionBeforeChangeHook } from 'payload';
import { verificationLevelOf, type PlusStatus } from '@bourse/terminal/api';

/**
 * A new phone number is not the confirmed one: changing it takes the confirmation back (and with
 * it the basic level), as the profile's warning tells the trader before they save.
 */
export const unconfirmChangedPhone: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || data.phone === undefined || originalDoc?.phoneVerified !== true) return data;
  if (String(data.phone ?? '').trim() === String(originalDoc.phone ?? '').trim()) return data;
  const plusStatus = (originalDoc.plusStatus ?? 'none') as PlusStatus;
  return {
    ...data,
    phoneVerified: false,
    verificationLevel: verificationLevelOf({ emailVerified: originalDoc.emailVerified === true, phoneVerified: false, plusStatus }),
  };
};
