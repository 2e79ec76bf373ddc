import { useState } from 'react';
import type { VerificationAnswer } from '../../api/verification';
import { DOCUMENT_KINDS, FIAT_DAILY_LIMIT_USD, formatFiatLimit, type DocumentKind, type VerificationSummary } from '../model/verification';
import { formatFileSize } from '../../shared/model/format';
import { submitPlus } from '../store/verification';
import { LevelHeader } from './LevelHeader';
import { UploadDialog } from './UploadDialog';
import { fill, type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './verification.css';

type Props = { answer: VerificationAnswer; summary: VerificationSummary; locale: string; t: Catalogue['verification'] };

/**
 * Plus needs three documents, each uploaded through the dialog to the server; then the request
 * goes to staff, and the screen says pending, approved, or rejected with the staff's reason.
 */
export function PlusLevel({ answer, summary, locale, t }: Props) {
  const [open, setOpen] = useState<DocumentKind | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const { status, reason } = answer.plus;
  const locked = status === 'pending' || status === 'approved';
  const close = (kind: DocumentKind) => {
    setOpen(null);
    document.getElementById(`upload-${kind}`)?.focus();
  };
  const submit = async () => {
    setSubmitting(true);
    setFailed((await submitPlus()) === 'failed');
    setSubmitting(false);
  };
  return (
    <section aria-labelledby="level-plus" data-testid="level-plus" data-complete={summary.plusComplete} data-plus={status}>
      <LevelHeader
        id="level-plus"
        title={t.plusTitle}
        limit={fill(t.fiatLimit, { limit: formatFiatLimit(FIAT_DAILY_LIMIT_USD.plus, locale) }, locale)}
        needs={t.plusNeeds}
        complete={summary.plusComplete}
        t={t}
      />
      <ul className="verify-documents">
        {DOCUMENT_KINDS.map((kind) => {
          const uploaded = answer.documents[kind];
          return (
            <li key={kind} data-testid={`document-${kind}`} className="verify-document">
              <strong className="verify-document__name">{t.documents[kind]}</strong>
              <span data-testid={`document-${kind}-file`} className="verify-document__file">
                {uploaded ? `${uploaded.name} · ${formatFileSize(uploaded.size, locale)}` : t.notUploaded}
              </span>
              {!locked && (
                <button
                  id={`upload-${kind}`}
                  type="button"
                  className="ui-ghost"
                  aria-label={fill(t.uploadLabel, { document: t.documents[kind] }, locale)}
                  disabled={submitting}
                  onClick={() => setOpen(kind)}
                >
                  {uploaded ? t.replace : t.upload}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="verify-plus">
        <p data-testid="plus-status" className="verify-text">
          <strong>{t.plusStatus[status]}</strong>
          {status === 'pending' && <span className="verify-muted"> · {t.pendingNote}</span>}
        </p>
        {status === 'rejected' && reason && (
          <p role="alert" data-testid="plus-reason" className="verify-error">
            {fill(t.rejected, { reason }, locale)}
          </p>
        )}
        {!locked && (
          <button
            type="button"
            className="ui-button"
            disabled={!summary.documentsReady || submitting}
            aria-describedby={summary.documentsReady ? undefined : 'plus-needs-documents'}
            onClick={() => void submit()}
          >
            {submitting ? t.processing : t.getPlus}
          </button>
        )}
        {!locked && !summary.documentsReady && <small id="plus-needs-documents">{t.needDocuments}</small>}
        {failed && !submitting && (
          <p role="alert" className="verify-error">
            {t.plusFailed}
          </p>
        )}
        {summary.plusComplete && !summary.basicComplete && (
          <p role="status" className="verify-text">
            {t.plusWaitsForBasic}
          </p>
        )}
      </div>
      {open && <UploadDialog kind={open} locale={locale} t={t} onClose={() => close(open)} />}
    </section>
  );
}
