import { describe, expect, it } from 'vitest';
import {
  CALLBACK_DEFAULTS,
  callbackRequestSchema,
  SUPPORT_EMAIL_DEFAULTS,
  supportEmailSchema,
  TIME_ZONES,
  validateSupportForm,
} from './support-bot-forms';

describe('callback request form', () => {
  it('starts in Russian, Moscow time, 10:56 on 14/05/2025', () => {
    expect(CALLBACK_DEFAULTS).toMatchObject({
      language: 'ru',
      timeZone: 'UTC+03:00',
      time: '10:56',
      date: '14/05/2025',
      topic: 'Что случилось?',
    });
    expect(TIME_ZONES.find((zone) => zone.value === 'UTC+03:00')?.city).toBe('Moscow');
  });

  it('offers every offset from UTC-12:00 to UTC+14:00', () => {
    expect(TIME_ZONES[0]!.value).toBe('UTC-12:00');
    expect(TIME_ZONES.at(-1)!.value).toBe('UTC+14:00');
    expect(TIME_ZONES).toHaveLength(27);
  });

  it('needs a phone, a time and a date; Telegram and WhatsApp are optional', () => {
    expect(validateSupportForm(callbackRequestSchema, CALLBACK_DEFAULTS)).toEqual({ phone: 'REQUIRED' });
    expect(validateSupportForm(callbackRequestSchema, { ...CALLBACK_DEFAULTS, phone: '  ', time: '', date: ' ' })).toEqual({
      phone: 'REQUIRED',
      time: 'REQUIRED',
      date: 'REQUIRED',
    });
    expect(validateSupportForm(callbackRequestSchema, { ...CALLBACK_DEFAULTS, phone: '+7 900 123-45-67' })).toEqual({});
  });
});

describe('support e-mail form', () => {
  it('needs a subject and a text, whitespace not counting', () => {
    expect(validateSupportForm(supportEmailSchema, SUPPORT_EMAIL_DEFAULTS)).toEqual({ subject: 'REQUIRED', text: 'REQUIRED' });
    expect(validateSupportForm(supportEmailSchema, { email: '', subject: ' Deposit ', text: '  ' })).toEqual({ text: 'REQUIRED' });
  });

  it('refuses a reply address that is not an e-mail, and accepts none', () => {
    const filled = { subject: 'Deposit', text: 'Not credited after 2 hours' };
    expect(validateSupportForm(supportEmailSchema, { ...filled, email: 'trader@' })).toEqual({ email: 'INVALID_EMAIL' });
    expect(validateSupportForm(supportEmailSchema, { ...filled, email: 'trader@example.com' })).toEqual({});
    expect(validateSupportForm(supportEmailSchema, { ...filled, email: '' })).toEqual({});
  });
});
