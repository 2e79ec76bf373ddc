import * as z from 'zod';
import { articleImageSchema } from './article-image';
import { seoSchema } from './seo';
import { cmsHref, faqCategorySchema, list, optionalText, type FeedSource } from './blocks-schema';

const id = z.union([z.string(), z.number()]).transform(String);
const date = optionalText;
/** Authors may be a plain name or a populated relation (depth=1). */
const author = z
  .union([z.string(), z.object({ name: optionalText, email: optionalText }).passthrough()])
  .nullish()
  .transform((value) => (typeof value === 'string' ? value : (value?.name ?? undefined)));

/** @example faqEntrySchema.parse({ id: 1, question: 'How long does KYC take?', answer: '1-3 business days', category: 'security', keywords: [] }) */
export const faqEntrySchema = z.object({
  id,
  question: z.string(),
  answer: z.string(),
  category: faqCategorySchema.catch('trading'),
  keywords: list(z.object({ keyword: z.string() })),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** A blog post: category, tags, reading minutes, author and date are shown on the public pages. */
export const postSchema = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  excerpt: optionalText,
  category: optionalText,
  tags: list(z.object({ tag: z.string() })),
  readingMinutes: z
    .number()
    .nullish()
    .transform((n) => n ?? undefined),
  author,
  publishedAt: date,
  html: optionalText,
  image: articleImageSchema,
  seo: seoSchema,
});
export const newsSchema = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  excerpt: optionalText,
  author,
  publishedAt: date,
  html: optionalText,
  image: articleImageSchema,
  seo: seoSchema,
});
/** A research paper: file size, publication date, author and category are shown. */
export const researchSchema = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  summary: optionalText,
  file: z
    .object({ url: cmsHref, filename: optionalText, mimeType: optionalText })
    .nullish()
    .transform((f) => f ?? undefined),
  fileSize: z
    .number()
    .nullish()
    .transform((n) => n ?? undefined),
  author,
  category: optionalText,
  publishedAt: date,
  html: optionalText,
  image: articleImageSchema,
  seo: seoSchema,
});

export type Post = z.infer<typeof postSchema>;
export type NewsItem = z.infer<typeof newsSchema>;
export type Research = z.infer<typeof researchSchema>;
/**
 * One entry of any feed, tagged with its source so a view can pick its fields. `inEnglish`: the
 * entry has no words of its own in the page's language and is shown in English (the views mark it
 * `lang="en"` and say so).
 */
export type FeedEntry = (({ source: 'posts' } & Post) | ({ source: 'news' } & NewsItem) | ({ source: 'research' } & Research)) & {
  inEnglish?: boolean;
};

const entrySchemas = { posts: postSchema, news: newsSchema, research: researchSchema } as const;

/**
 * Reads a Payload list answer of a feed collection; documents that do not fit are dropped and
 * counted, so one broken post cannot empty the blog.
 */
export function parseFeedResponse(source: FeedSource, body: unknown): { entries: FeedEntry[]; skipped: number } {
  const { docs } = z.object({ docs: z.array(z.unknown()) }).parse(body);
  const entries: FeedEntry[] = [];
  let skipped = 0;
  for (const doc of docs) {
    const parsed = entrySchemas[source].safeParse(doc);
    if (parsed.success) entries.push({ source, ...parsed.data } as FeedEntry);
    else skipped += 1;
  }
  return { entries, skipped };
}

export function parseFaqResponse(body: unknown): FaqEntry[] {
  const { docs } = z.object({ docs: z.array(z.unknown()) }).parse(body);
  return docs.flatMap((doc) => {
    const parsed = faqEntrySchema.safeParse(doc);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The detail-page route segment of each feed: /blog/<slug>, /news/<slug>, /research/<slug>. */
export const feedRoutes: Record<FeedSource, string> = { posts: 'blog', news: 'news', research: 'research' };
