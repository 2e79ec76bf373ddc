import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { fill, messagesFor } from '@bourse/i18n';
import { phoneCodeSchema, verificationLevelOf, type PlusStatus } from '@bourse/terminal/api';
import { isCookieWriteAllowed, siteOrigins } from '../../auth/csrf';
import { authError } from '../../auth/errors';
import { emptySchema } from '../../auth/schemas';
import { hashToken } from '../../auth/tokens';
import { writeOutboxMessage } from '../../email/outbox';
import { defineEndpoint, success, traderOf } from '../auth/define';
import { verificationAnswer } from './answer';
import type { Trader } from '../../payload-types';

/** The phone code's bookkeeping on the trader (hidden fields: never answered to anyone). */
type PhoneCode = {
  phoneCodeHash?: string | null;
  phoneCodeExpiresAt?: string | null;
  phoneCodeFor?: string | null;
  phoneCodeAttempts?: number | null;
};

/** A phone code lives 10 minutes and allows 5 tries; a new code replaces the old one. */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;

const codeError = (code: string, message: string) =>
  authError('VALIDATION_ERROR', { validationErrors: [{ field: 'code', code, message }] });

/**
 * POST /api/verification/phone/code: a six-digit code for the phone on the trader's profile. No
 * SMS provider is connected: the text goes to the development outbox, addressed `sms:<number>`
 * (`bourse mail list --to sms:+7…`), where a provider's adapter would send it.
 */
export const phoneCodeEndpoint = defineEndpoint({
  path: '/verification/phone/code',
  method: 'post',
  schema: emptySchema,
  limited: true,
  run: async (req) => {
    const signed = traderOf(req);
    if (!signed) return authError('UNAUTHORIZED');
    if (!isCookieWriteAllowed(req.headers, siteOrigins())) return authError('CSRF_REJECTED');
    const trader = await req.payload.findByID({ collection: 'traders', id: signed.id, depth: 0 });
    const phone = (trader.phone ?? '').trim();
    if (!phone) return codeError('PHONE_MISSING', 'Add your phone number in the personal data first.');
    if (trader.phoneVerified) return codeError('PHONE_CONFIRMED', 'This phone number is already confirmed.');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await req.payload.update({
      collection: 'traders',
      id: trader.id,
      data: {
        phoneCodeHash: hashToken(code),
        phoneCodeFor: phone,
        phoneCodeAttempts: 0,
        phoneCodeExpiresAt: new Date(Date.now() + PHONE_CODE_MINUTES * 60_000).toISOString(),
      } as never,
    });
    const text = fill(
      messagesFor(String((trader.settings as Record<string, unknown> | null)?.language ?? 'en')).verification.smsText,
      { code },
      'en',
    );
    writeOutboxMessage({
      id: randomUUID(),
      to: `sms:${phone.replace(/[^+\d]/g, '')}`,
      subject: 'SMS',
      text,
      html: '',
      sentAt: new Date().toISOString(),
    });
    const fresh = await req.payload.findByID({ collection: 'traders', id: trader.id, depth: 0, showHiddenFields: true });
    return success(await verificationAnswer(req.payload, fresh));
  },
});

/** POST /api/verification/phone/confirm {code}: confirms the phone the code was sent to; the level follows. */
export const phoneConfirmEndpoint = defineEndpoint({
  path: '/verification/phone/confirm',
  method: 'post',
  schema: phoneCodeSchema,
  limited: true,
  run: async (req, { code }) => {
    const signed = traderOf(req);
    if (!signed) return authError('UNAUTHORIZED');
    if (!isCookieWriteAllowed(req.headers, siteOrigins())) return authError('CSRF_REJECTED');
    const trader = (await req.payload.findByID({ collection: 'traders', id: signed.id, depth: 0, showHiddenFields: true })) as Trader &
      PhoneCode;
    const expires = trader.phoneCodeExpiresAt;
    if (
      !trader.phoneCodeHash ||
      typeof expires !== 'string' ||
      new Date(expires) <= new Date() ||
      trader.phoneCodeFor !== (trader.phone ?? '').trim()
    ) {
      return codeError('CODE_NOT_SENT', 'Ask for a new code: none is waiting for this phone number.');
    }
    const tries = Number(trader.phoneCodeAttempts ?? 0) + 1;
    const matches = timingSafeEqual(Buffer.from(hashToken(code)), Buffer.from(String(trader.phoneCodeHash)));
    if (!matches) {
      const spent = tries >= PHONE_CODE_TRIES;
      await req.payload.update({
        collection: 'traders',
        id: trader.id,
        data: (spent ? { phoneCodeHash: null, phoneCodeExpiresAt: null, phoneCodeAttempts: 0 } : { phoneCodeAttempts: tries }) as never,
      });
      return codeError(
        spent ? 'CODE_NOT_SENT' : 'CODE_INVALID',
        spent ? 'Too many wrong codes: ask for a new one.' : 'Invalid confirmation code.',
      );
    }
    const plusStatus = (trader.plusStatus ?? 'none') as PlusStatus;
    const updated = await req.payload.update({
      collection: 'traders',
      id: trader.id,
      showHiddenFields: true,
      data: {
        phoneVerified: true,
        phoneCodeHash: null,
        phoneCodeExpiresAt: null,
        phoneCodeAttempts: 0,
        verificationLevel: verificationLevelOf({ emailVerified: trader.emailVerified === true, phoneVerified: true, plusStatus }),
      } as never,
    });
    return success(await verificationAnswer(req.payload, updated));
  },
});
