import type { z } from 'zod';
import type { getBoursePayload } from '@bourse/cms';
import { CliError } from '../errors';
import type { siteJsonSchema } from '../output/schemas';

export type Payload = Awaited<ReturnType<typeof getBoursePayload>>;
type SiteDoc = {
  id: number | string;
  name: string;
  /** The English title (required there by the collection; other languages fall back to it). */
  title?: string | null;
  url: string;
  theme?: string | null;
  isActive?: boolean | null;
  isDefault?: boolean | null;
};

export function toSiteJson(doc: SiteDoc): z.input<typeof siteJsonSchema> {
  return {
    id: String(doc.id),
    name: doc.name,
    title: doc.title ?? '',
    url: doc.url,
    theme: (doc.theme ?? 'exchange') as 'exchange',
    active: doc.isActive === true,
    default: doc.isDefault === true,
  };
}

export async function listSites(payload: Payload): Promise<SiteDoc[]> {
  const { docs } = await payload.find({ collection: 'sites', limit: 1000, pagination: false, depth: 0, sort: 'createdAt', locale: 'en' });
  return docs as SiteDoc[];
}

/** The site named `name` (case-insensitive), or an error that lists the valid names. */
export async function findSiteByName(payload: Payload, name: string): Promise<SiteDoc> {
  const sites = await listSites(payload);
  const site = sites.find((s) => s.name.toLowerCase() === name.toLowerCase());
  if (site) return site;
  const names = sites.map((s) => s.name).join(', ');
  throw new CliError(
    names ? `unknown site "${name}": choose one of ${names}` : `unknown site "${name}": there are no sites yet, run "bourse seed" first`,
    2,
  );
}

/** The site the command acts on: the named one, else the active one, else the default one. */
export async function resolveTargetSite(payload: Payload, name?: string): Promise<SiteDoc> {
  if (name !== undefined) return findSiteByName(payload, name);
  const sites = await listSites(payload);
  const site = sites.find((s) => s.isActive) ?? sites.find((s) => s.isDefault);
  if (!site) throw new CliError('there is no site in the database yet: run "bourse seed" first');
  return site;
}
