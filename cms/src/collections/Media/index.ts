import path from 'node:path';
import { ValidationError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload';
import { anyone } from '../../access/anyone';
import { isEditor } from '../../access/is-editor';
import { resolveDataDir } from '../../db/resolve-uri';
import { refuseUsedDelete } from './refuse-used-delete';
import { allowedMimeTypes, altProblem, checkUpload, describeUploadError, IMAGE_SIZES, safeFileHeaders } from './upload-rules';

/**
 * Checked before anything is written: the HTTP limit (payload.config upload.limits) only guards
 * multipart requests, and the Local API (seed, scripts) must obey the same rule.
 */
const refuseBadFiles: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args;
  const file = req.file;
  if (!file) return args;
  const error = checkUpload({ size: file.size ?? file.data?.length ?? 0, mimetype: file.mimetype, name: file.name });
  if (error) throw new ValidationError({ collection: 'media', errors: [{ path: 'file', message: describeUploadError(error) }] });
  return args;
};

/** Uploaded images and documents, stored in `<data dir>/media` (outside the repository). */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'File', plural: 'Media' },
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'mimeType', 'filesize', 'alt'], group: 'Media' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { beforeOperation: [refuseBadFiles], beforeDelete: [refuseUsedDelete] },
  upload: {
    staticDir: path.join(resolveDataDir(), 'media'),
    // Payload checks each resized copy's type against this list too, so it names AVIF (the copies'
    // format); an AVIF original is still refused by refuseBadFiles (checkUpload's list).
    mimeTypes: [...allowedMimeTypes, 'image/avif'],
    modifyResponseHeaders: ({ headers }) => safeFileHeaders(headers),
    // Resized copies made with sharp when an image is uploaded (PDFs are stored as they are),
    // cropped around the focal point the editor sets; the site serves them as a srcset.
    imageSizes: IMAGE_SIZES.map((size) => ({ ...size })),
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    // Where the file is shown now (admin/media/UsedIn.tsx): nothing stored.
    { name: 'usedIn', type: 'ui', admin: { position: 'sidebar', components: { Field: '/admin/media/UsedIn#UsedIn' } } },
    {
      name: 'alt',
      type: 'text',
      localized: true,
      admin: { description: 'Describe the image for screen readers and search engines (required for images).' },
      validate: (value: unknown, { req, data }: { req: { file?: { mimetype?: string } }; data?: { mimeType?: string | null } }) =>
        altProblem(value, req.file?.mimetype ?? data?.mimeType) ?? true,
    },
  ],
};
