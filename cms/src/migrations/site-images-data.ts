/**
 * SQL (the same in SQLite and PostgreSQL) that sets a site's image field from the address an editor
 * typed in its older text field, when that address is a file of this CMS's media library
 * (`…/api/media/file/<filename>`, as Payload serves uploads). The text field is kept, so the
 * migration can be undone and an address outside the library still shows.
 * @example linkTypedImage('logo', 'logo_image_id')
 */
export function linkTypedImage(textColumn: 'logo' | 'thumbnail', imageColumn: 'logo_image_id' | 'social_image_id'): string {
  return `UPDATE sites SET ${imageColumn} = (
    SELECT media.id FROM media
    WHERE media.mime_type LIKE 'image/%' AND sites.${textColumn} LIKE '%/api/media/file/' || media.filename
    ORDER BY media.id LIMIT 1
  ) WHERE ${imageColumn} IS NULL AND ${textColumn} LIKE '%/api/media/file/%'`;
}
