import { useEffect, useRef, useState } from 'react';
import { ALLOWED_EXTENSIONS, ALLOWED_MIME_TYPES, checkDocumentFile, type DocumentKind, type FileError } from '../model/verification';
import { uploadDocument } from '../store/verification';
import { formatFileSize } from '../../shared/model/format';
import { Dialog } from '../../ui/account/Dialog';
import { fill, type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './verification.css';

type Props = { kind: DocumentKind; locale: string; t: Catalogue['verification']; onClose: () => void };

const ACCEPT = [...ALLOWED_EXTENSIONS.map((e) => `.${e}`), ...ALLOWED_MIME_TYPES].join(',');

/**
 * The verification upload dialog. A file is checked as soon as it is chosen (JPG, PNG, PDF,
 * at most 5MB); Upload stays disabled until the choice is valid; the server checks the file again
 * by its bytes and says why it refuses one.
 */
export function UploadDialog({ kind, locale, t, onClose }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<FileError | null>(null);
  const [uploading, setUploading] = useState(false);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  const upload = async () => {
    if (!file) return;
    setUploading(true);
    const refused = await uploadDocument(kind, file);
    if (!mounted.current) return;
    setUploading(false);
    if (refused) setError(refused);
    else onClose();
  };
  return (
    <Dialog
      title={fill(t.dialogTitle, { document: t.documents[kind] }, locale)}
      testId="upload-dialog"
      busy={uploading}
      onClose={() => !uploading && onClose()}
    >
      <form
        noValidate
        className="verify-form"
        onSubmit={(e) => {
          e.preventDefault();
          void upload();
        }}
      >
        <label className="ui-label">
          {t.chooseFile}
          <input
            type="file"
            name="document"
            accept={ACCEPT}
            className="ui-input"
            disabled={uploading}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'upload-error' : undefined}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              setError(chosen ? checkDocumentFile(chosen) : null);
            }}
          />
        </label>
        {file && !error && (
          <p data-testid="upload-chosen" className="verify-text">
            {t.chosen}: {file.name} ({formatFileSize(file.size, locale)})
          </p>
        )}
        {error && (
          <p id="upload-error" role="alert" className="verify-error">
            {t.fileErrors[error]}
          </p>
        )}
        {uploading && (
          <p role="status" className="verify-text">
            {t.uploading}
          </p>
        )}
        <div className="verify-actions">
          <button type="button" className="ui-ghost" onClick={onClose} disabled={uploading}>
            {t.cancel}
          </button>
          <button type="submit" className="ui-button" disabled={!file || error !== null || uploading}>
            {uploading ? t.uploading : t.upload}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
