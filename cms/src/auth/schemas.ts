import * as z from 'zod';
import {
  CHART_INTERVAL_SETTING,
  CHART_TIMEFRAMES,
  CHART_TYPES,
  CHART_TYPE_SETTING,
  COLOUR_PRESETS,
  COLOUR_PRESET_SETTING,
  isChartTimeframe,
  isChartType,
  isColourPreset,
} from '@bourse/terminal/domain';

/**
 * One schema per request body of the auth and profile API. Unknown keys are refused (strict), so
 * a trader cannot slip `level` or `emailVerified` into a profile update; lengths are bounded so no
 * string reaches the database or the hasher unchecked. Password rules beyond length live in
 * password-policy.ts (they need the common-password list).
 * @example loginSchema.parse({ email: 'a@b.co', password: 'x' })
 */
const email = z
  .email({ error: 'Enter a valid e-mail address.' })
  .max(254)
  .transform((value) => value.toLowerCase());
const password = z
  .string({ error: 'Enter a password.' })
  .min(1, { error: 'Enter a password.' })
  .max(128, { error: 'Use at most 128 characters.' });
const token = z.string({ error: 'The token is missing.' }).min(1, { error: 'The token is missing.' }).max(512);
const short = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use at most ${max} characters.` });

export const loginSchema = z.strictObject({ email, password });

export const registerSchema = z.strictObject({
  email,
  password,
  username: short(32)
    .regex(/^[a-zA-Z0-9_.-]{3,32}$/, { error: 'Use 3-32 letters, digits, dots, dashes or underscores.' })
    .optional(),
  firstName: short(80).optional(),
  lastName: short(80).optional(),
});

export const refreshSchema = z.strictObject({ refreshToken: token.optional() });
export const forgotPasswordSchema = z.strictObject({ email });
export const resetPasswordSchema = z.strictObject({ token, password });
export const verifyEmailSchema = z.strictObject({ token });
export const emptySchema = z.strictObject({});
export const verificationRequestSchema = z.strictObject({ email });
export const changePasswordSchema = z.strictObject({ currentPassword: password, newPassword: password });

const socialAccount = z.strictObject({
  platform: z.enum(['x', 'telegram', 'google']),
  connected: z.boolean(),
  username: short(80).optional(),
});

/** What a trader may change about themself: never e-mail, level, status or verification flags. */
export const profileUpdateSchema = z.strictObject({
  username: short(32)
    .regex(/^[a-zA-Z0-9_.-]{3,32}$/, { error: 'Use 3-32 letters, digits, dots, dashes or underscores.' })
    .optional(),
  firstName: short(80).optional(),
  lastName: short(80).optional(),
  avatar: short(500).optional(),
  companyName: short(120).optional(),
  dateOfBirth: z.iso.date({ error: 'Use the date format YYYY-MM-DD.' }).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'Use a two-letter country code, e.g. RU.' })
    .optional(),
  state: short(80).optional(),
  postalCode: short(20).optional(),
  city: short(80).optional(),
  address: short(200).optional(),
  phone: z
    .string()
    .regex(/^\+?[0-9 ()-]{5,20}$/, { error: 'Enter a phone number, e.g. +7 900 000-00-00.' })
    .optional(),
  socialAccounts: z.array(socialAccount).max(3).optional(),
  settings: z
    .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((settings) => settings[COLOUR_PRESET_SETTING] === undefined || isColourPreset(settings[COLOUR_PRESET_SETTING]), {
      error: `Choose a colour preset: ${COLOUR_PRESETS.join(', ')}.`,
      path: [COLOUR_PRESET_SETTING],
    })
    .refine((settings) => settings[CHART_TYPE_SETTING] === undefined || isChartType(settings[CHART_TYPE_SETTING]), {
      error: `Choose a chart type: ${CHART_TYPES.join(', ')}.`,
      path: [CHART_TYPE_SETTING],
    })
    .refine((settings) => settings[CHART_INTERVAL_SETTING] === undefined || isChartTimeframe(settings[CHART_INTERVAL_SETTING]), {
      error: `Choose a timeframe: ${CHART_TIMEFRAMES.join(', ')}.`,
      path: [CHART_INTERVAL_SETTING],
    })
    .optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
