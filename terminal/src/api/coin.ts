import * as z from 'zod/mini';

const digits = z.string().check(z.regex(/^\d+(\.\d+)?$/));
const optionalDigits = z.pipe(
  z.nullish(digits),
  z.transform((value) => value || null),
);
const link = z.pipe(
  z.nullish(z.string().check(z.refine((value) => value.startsWith('https://'), 'an https:// address'))),
  z.transform((value) => value || null),
);

/**
 * One coin's information as the site's `GET /api/coins/{symbol}` answers it to the terminal's info
 * view: the CMS coin record in the asked language, figures as decimal strings (market caps overflow
 * a float's exact range), links https only.
 *
 * @example
 * coinInfoSchema.parse({ symbol: 'BTC', name: 'Bitcoin', rank: 1, marketCap: '1350000000000', description: 'The first…' });
 */
export const coinInfoSchema = z.object({
  symbol: z.string().check(z.regex(/^[A-Z0-9]{2,10}$/)),
  name: z.string().check(z.minLength(1)),
  rank: z.int().check(z.positive()),
  marketCap: digits,
  volume24h: optionalDigits,
  circulatingSupply: optionalDigits,
  totalSupply: optionalDigits,
  dominance: z.pipe(
    z.nullish(z.number().check(z.gte(0), z.lte(100))),
    z.transform((value) => value ?? null),
  ),
  description: z.string(),
  website: link,
  whitepaper: link,
  explorer: link,
});
export type CoinInfo = z.infer<typeof coinInfoSchema>;
