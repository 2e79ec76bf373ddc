import type { UIField } from 'payload';

/** The lists' "Languages" column (admin/translations/LanguagesCell.tsx); nothing in the edit form. */
export const languagesColumn: UIField = {
  name: 'languages',
  type: 'ui',
  label: 'Languages',
  admin: { components: { Cell: '/admin/translations/LanguagesCell#LanguagesCell' } },
};
