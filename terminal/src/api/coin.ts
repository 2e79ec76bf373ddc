import * as z from 'zod';

const digits = z.string().regex(/^\d+(\.\d+)?$/);
const optionalDigits = digits.nullish().transform((value) => value || null);
const link = z
  .string()
  .refine((value) => value.startsWith('https://'), 'an https:// address')
  .nullish()
  .transform((value) => value || null);

/**
 * One coin's information as the site's `GET /api/coins/{symbol}` answers it to the terminal's info
 * view: the CMS coin record in the asked language, figures as decimal strings (market caps overflow
 * a float's exact range), links https only.
 *
 * @example
 * coinInfoSchema.parse({ symbol: 'BTC', name: 'Bitcoin', rank: 1, marketCap: '1350000000000', description: 'The first…' });
 */
export const coinInfoSchema = z.object({
  symbol: z.string().regex(/^[A-Z0-9]{2,10}$/),
  name: z.string().min(1),
  rank: z.number().int().positive(),
  marketCap: digits,
  volume24h: optionalDigits,
  circulatingSupply: optionalDigits,
  totalSupply: optionalDigits,
  dominance: z
    .number()
    .min(0)
    .max(100)
    .nullish()
    .transform((value) => value ?? null),
  description: z.string(),
  website: link,
  whitepaper: link,
  explorer: link,
});
export type CoinInfo = z.infer<typeof coinInfoSchema>;
