import sharp from 'sharp';
import { quiet, type SeedContext } from './records';

/**
 * The seed's pictures, drawn here as SVG and stored as WebP (no download, nothing checked in):
 * flat shapes compress to a few kilobytes, so the seeded home page stays light for Lighthouse.
 * Sizes are just large enough for their place: the hero 1200x500 (its 768 px copy serves phones),
 * feature cards 640x360, research 1200x675 (also their social preview), coin logos 128x128.
 */
type PictureSpec = { filename: string; alt: string; width: number; height: number; svg: string };

const frame = (width: number, height: number, body: string, from = '#0b1a33', to = '#1d3b6e') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
  `<rect width="100%" height="100%" fill="url(#g)"/>${body}</svg>`;

/** Candles rising left to right: a market chart with no figures that could read as real prices. */
function candles(width: number, height: number, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const x = 60 + (i * (width - 120)) / count;
    const mid = height * 0.75 - (i * height * 0.5) / count + (i % 3 === 1 ? 30 : 0);
    const up = i % 3 !== 1;
    const colour = up ? '#2ebd85' : '#f6465d';
    return `<line x1="${x + 9}" y1="${mid - 60}" x2="${x + 9}" y2="${mid + 60}" stroke="${colour}" stroke-width="3"/><rect x="${x}" y="${mid - 35}" width="18" height="70" rx="2" fill="${colour}"/>`;
  }).join('');
}

const line = (width: number, height: number) => {
  const points = Array.from({ length: 12 }, (_, i) => `${60 + (i * (width - 120)) / 11},${height * (0.7 - 0.04 * i) + (i % 2 ? 40 : -20)}`);
  return `<polyline points="${points.join(' ')}" fill="none" stroke="#f0b90b" stroke-width="8" stroke-linejoin="round"/>`;
};

const FEATURE_SHAPES = [
  '<circle cx="320" cy="180" r="100" fill="none" stroke="#f0b90b" stroke-width="16"/><path d="M320 120v60l45 30" stroke="#f0b90b" stroke-width="16" fill="none" stroke-linecap="round"/>',
  '<path d="M190 230h200M330 160l80 70-80 70" stroke="#2ebd85" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  '<circle cx="260" cy="130" r="36" fill="none" stroke="#f0b90b" stroke-width="14"/><circle cx="380" cy="230" r="36" fill="none" stroke="#f0b90b" stroke-width="14"/><path d="M400 100 240 260" stroke="#f0b90b" stroke-width="14" stroke-linecap="round"/>',
  '<path d="M320 80l110 40v70c0 70-50 110-110 130-60-20-110-60-110-130v-70z" fill="none" stroke="#2ebd85" stroke-width="16" stroke-linejoin="round"/>',
];
const FEATURE_ALTS = ['A clock: open around the clock', 'An arrow: fast withdrawals', 'A percent sign: low fees', 'A shield: cold storage'];

const COIN_COLOURS: Record<string, string> = { BTC: '#f7931a', ETH: '#627eea', BNB: '#f0b90b', SOL: '#14f195', XRP: '#23292f' };

export const heroPicture: PictureSpec = {
  filename: 'seed-home-hero.webp',
  alt: 'Candlestick chart rising from left to right',
  width: 1200,
  height: 500,
  svg: frame(1200, 500, candles(1200, 500, 14)),
};
export const featurePictures: PictureSpec[] = FEATURE_SHAPES.map((shape, i) => ({
  filename: `seed-feature-${i + 1}.webp`,
  alt: FEATURE_ALTS[i]!,
  width: 640,
  height: 360,
  svg: frame(640, 360, shape, '#10203d', '#172c52'),
}));
export const researchPicture = (slug: string, title: string, index: number): PictureSpec => ({
  filename: `seed-research-${slug}.webp`,
  alt: `Chart for the report "${title}"`,
  width: 1200,
  height: 675,
  svg: frame(1200, 675, index % 2 ? candles(1200, 675, 18) : line(1200, 675), '#111827', '#1f3a5f'),
});
export const coinPicture = (symbol: string, name: string): PictureSpec => ({
  filename: `seed-coin-${symbol.toLowerCase()}.webp`,
  alt: `${name} logo`,
  width: 128,
  height: 128,
  svg:
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><circle cx="64" cy="64" r="62" fill="${COIN_COLOURS[symbol] ?? '#6b7280'}"/>` +
    `<text x="64" y="80" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${symbol.slice(0, 3)}</text></svg>`,
});

/**
 * The picture's media record: the one a previous run stored under its file name, else a new upload.
 * `owner` starts the report's line ("coin BTC"), so a partial seed's report names only its part.
 */
export async function seedPicture(ctx: SeedContext, spec: PictureSpec, owner: string): Promise<number | string> {
  const found = await ctx.payload.find({ collection: 'media', where: { filename: { equals: spec.filename } }, limit: 1, depth: 0 });
  if (found.docs[0]) return found.docs[0].id;
  const data = await sharp(Buffer.from(spec.svg)).resize(spec.width, spec.height).webp({ quality: 82 }).toBuffer();
  const doc = await ctx.payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: spec.alt },
    file: { data, mimetype: 'image/webp', name: spec.filename, size: data.length },
    context: quiet,
    depth: 0,
  });
  ctx.note('created', `${owner} picture ${spec.filename}`);
  return doc.id;
}
