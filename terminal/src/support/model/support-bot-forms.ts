import * as z from 'zod/mini';

/** UTC-12:00 to UTC+14:00 with city names; Moscow by default. */
export const TIME_ZONES: ReadonlyArray<{ value: string; city: string }> = [
  ['-12:00', 'Baker Island'],
  ['-11:00', 'Pago Pago'],
  ['-10:00', 'Honolulu'],
  ['-09:00', 'Anchorage'],
  ['-08:00', 'Los Angeles'],
  ['-07:00', 'Denver'],
  ['-06:00', 'Mexico City'],
  ['-05:00', 'New York'],
  ['-04:00', 'Santiago'],
  ['-03:00', 'São Paulo'],
  ['-02:00', 'South Georgia'],
  ['-01:00', 'Azores'],
  ['+00:00', 'London'],
  ['+01:00', 'Berlin'],
  ['+02:00', 'Kyiv'],
  ['+03:00', 'Moscow'],
  ['+04:00', 'Dubai'],
  ['+05:00', 'Tashkent'],
  ['+06:00', 'Almaty'],
  ['+07:00', 'Novosibirsk'],
  ['+08:00', 'Singapore'],
  ['+09:00', 'Tokyo'],
  ['+10:00', 'Vladivostok'],
  ['+11:00', 'Magadan'],
  ['+12:00', 'Kamchatka'],
  ['+13:00', 'Nukuʻalofa'],
  ['+14:00', 'Kiritimati'],
].map(([offset, city]) => ({ value: `UTC${offset}`, city: city! }));

export const CALLBACK_LANGUAGES = ['ru', 'en', 'zh'] as const;

// Bounds keep every stored text of a request reasonable; the server parses the same schemas.
const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'TOO_LONG'));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(max, 'TOO_LONG'));

/**
 * The callback request form (phone, time and date required; the rest optional).
 * @example callbackRequestSchema.safeParse({ ...CALLBACK_DEFAULTS, phone: '+7 900 000-00-00' }).success; // true
 */
export const callbackRequestSchema = z.object({
  phone: required(32),
  telegram: trimmed(64),
  whatsapp: trimmed(64),
  language: z.enum(CALLBACK_LANGUAGES),
  timeZone: z.string().check(z.refine((value) => TIME_ZONES.some((zone) => zone.value === value), 'REQUIRED')),
  time: required(16),
  date: required(32),
  topic: trimmed(200),
});
export type CallbackRequest = z.infer<typeof callbackRequestSchema>;

/** Defaults: Russian, UTC+03:00 Moscow, 10:56 on 14/05/2025, topic 'Что случилось?'. */
export const CALLBACK_DEFAULTS: CallbackRequest = {
  phone: '',
  telegram: '',
  whatsapp: '',
  language: 'ru',
  timeZone: 'UTC+03:00',
  time: '10:56',
  date: '14/05/2025',
  topic: 'Что случилось?',
};

/**
 * The e-mail-to-support form: subject and text required; the reply address, where asked, must be
 * an e-mail.
 * @example supportEmailSchema.safeParse({ email: '', subject: 'Deposit', text: 'Not credited' }).success; // true
 */
export const supportEmailSchema = z.object({
  email: z.union([z.literal(''), z.email('INVALID_EMAIL')]),
  subject: required(200),
  text: required(5000),
});
export type SupportEmail = z.infer<typeof supportEmailSchema>;
export const SUPPORT_EMAIL_DEFAULTS: SupportEmail = { email: '', subject: '', text: '' };

export type FormErrorCode = 'REQUIRED' | 'INVALID_EMAIL' | 'TOO_LONG';
/** Field errors as data: field name -> code; empty when the form may be sent. */
export type FormErrors<T> = Partial<Record<keyof T, FormErrorCode>>;

/** Checks a form against its schema; the page translates the codes. */
export function validateSupportForm<T extends Record<string, unknown>>(schema: z.ZodMiniType<T>, values: T): FormErrors<T> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors<T> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof T;
    errors[field] ??= issue.message === 'INVALID_EMAIL' || issue.message === 'TOO_LONG' ? issue.message : 'REQUIRED';
  }
  return errors;
}
