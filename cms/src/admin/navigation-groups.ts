import type { CollectionConfig } from 'payload';

/**
 * The admin's navigation groups, in the order the navigation shows them: editors' daily work
 * first (Content, then the Media their pages use), the site's set-up after, accounts last. The one
 * place this order is kept: a collection names its group (`admin.group`), the config lists
 * collections through `inNavigationOrder`, and Payload draws groups in the order their first
 * collection comes. A group not listed here is refused by a test (cms/test/admin-navigation.test.ts).
 */
export const NAVIGATION_GROUPS = ['Content', 'Media', 'Site', 'Market', 'Accounts'] as const;
export type NavigationGroup = (typeof NAVIGATION_GROUPS)[number];

const rank = (collection: CollectionConfig) => {
  const group = collection.admin?.group;
  const index = typeof group === 'string' ? NAVIGATION_GROUPS.indexOf(group as NavigationGroup) : -1;
  return index < 0 ? NAVIGATION_GROUPS.length : index;
};

/**
 * The collections sorted by their group's place in NAVIGATION_GROUPS, keeping their own order
 * within a group (Pages before Blog posts).
 * @example inNavigationOrder([Editors, Pages]) // [Pages, Editors]
 */
export function inNavigationOrder(collections: CollectionConfig[]): CollectionConfig[] {
  return collections
    .map((collection, index) => ({ collection, index }))
    .sort((a, b) => rank(a.collection) - rank(b.collection) || a.index - b.index)
    .map(({ collection }) => collection);
}
