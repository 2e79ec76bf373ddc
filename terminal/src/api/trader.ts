import * as z from 'zod/mini';
import { COLOUR_PRESETS } from '../settings/model/settings';
import { CHART_TIMEFRAMES, CHART_TYPES } from '../settings/model/settings-sections';

/**
 * The account API's shapes, written once for both sides of the wire: the
 * CMS builds its answers to them, the site's server and the browser's session store check what
 * they receive against them.
 * @example traderUserSchema.parse({ id: '1', email: 'a@b.co', username: 'a', firstName: '', lastName: '', avatar: '', status: 'active', emailVerified: false, level: 'ordinary' })
 */
export const TRADER_STATUSES = ['active', 'inactive', 'suspended'] as const;

/** The authenticated user: what every island and page knows about the signed-in trader. */
export const traderUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  status: z.enum(TRADER_STATUSES),
  emailVerified: z.boolean(),
  level: z.string(),
  /** The cabinet's colour preset kept on the account; anything unknown or missing reads as the theme's own. */
  colorPreset: z.catch(z.enum(COLOUR_PRESETS), 'default'),
  /** The chart type and timeframe the trader kept on the account (the spot terminal opens with them); absent until saved. */
  chartType: z.optional(z.enum(CHART_TYPES)),
  chartInterval: z.optional(z.enum(CHART_TIMEFRAMES)),
});
export type TraderUser = z.infer<typeof traderUserSchema>;

/** The error answer; `validationErrors` lists each refused field with a code and a message. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  status: z.number(),
  details: z._default(z.array(z.string()), []),
  validationErrors: z._default(z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })), []),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
