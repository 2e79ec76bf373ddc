import { BlocksFeature, EXPERIMENTAL_TableFeature, LinkFeature, type FeatureProviderServer } from '@payloadcms/richtext-lexical';
import { LINKABLE_COLLECTIONS } from './internal-href';
import { TEXT_BLOCKS } from './text-blocks';

type Feature = FeatureProviderServer<unknown, unknown, unknown>;

/**
 * The rich text toolbar: Payload's default features (headings, lists, checklists, quotes, links,
 * uploads, bold … superscript, alignment, indent, horizontal rule), with two changes. Internal links
 * reach only documents that have a page on the site (pages, blog, news, research): a link to an
 * editor or trader account would render as a dead link and list accounts in the link drawer. The
 * relationship node is off: the site has no way to render a bare reference to another document.
 * Tables are on (Lexical's table feature, still marked experimental by Payload): the HTML converter
 * rebuilds them from integers (html.ts) and node-rules.ts checks every cell's shape on save. The
 * project's own blocks go between paragraphs: a callout and a button (text-blocks.ts).
 */
export const editorFeatures = ({ defaultFeatures }: { defaultFeatures: Feature[] }): Feature[] => [
  ...defaultFeatures.filter((feature) => feature.key !== 'link' && feature.key !== 'relationship'),
  LinkFeature({
    enabledCollections: [...LINKABLE_COLLECTIONS],
    // The document to link to is picked from a list with each one's address and status beside its
    // title: a select listed titles alone, and two pages may share one (a legal page and a product page).
    fields: ({ defaultFields }) =>
      defaultFields.map((field) =>
        field.name === 'doc' ? ({ ...field, admin: { ...field.admin, appearance: 'drawer' } } as typeof field) : field,
      ),
  }) as Feature,
  EXPERIMENTAL_TableFeature() as Feature,
  BlocksFeature({ blocks: TEXT_BLOCKS }) as Feature,
];
