import type { RichTextField } from 'payload';

/**
 * A rich text field whose refused nodes are shown at the node (admin/richtext/NodeError.tsx).
 * Every rich text field of the content model is made here, so none falls back to a bare toast.
 * @example richTextField({ name: 'content', required: true, localized: true })
 */
export function richTextField(field: Omit<RichTextField, 'type'>): RichTextField {
  return {
    ...field,
    type: 'richText',
    admin: { ...field.admin, components: { ...field.admin?.components, Error: '/admin/richtext/NodeError#NodeError' } },
  };
}
