import { useState } from 'react';
import {
  DOCUMENT_KINDS,
  FIAT_DAILY_LIMIT_USD,
  formatFiatLimit,
  type DocumentKind,
  type VerificationState,
  type VerificationSummary,
} from '../model/verification';
import { formatFileSize } from '../../shared/model/format';
import { submitPlus, type PlusRequest } from '../store/verification';
import { LevelHeader } from './LevelHeader';
import { UploadDialog } from './UploadDialog';
import { fill, type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './verification.css';

type Props = {
  state: VerificationState;
  summary: VerificationSummary;
  locale: string;
  t: Catalogue['verification'];
  plusRequest?: PlusRequest;
};

/** Plus needs three documents, each uploaded through the dialog; then the Plus request (2 s). */
export function PlusLevel({ state, summary, locale, t, plusRequest }: Props) {
  const [open, setOpen] = useState<DocumentKind | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const close = (kind: DocumentKind) => {
    setOpen(null);
    document.getElementById(`upload-${kind}`)?.focus();
  };
  const submit = async () => {
    setSubmitting(true);
    await submitPlus(plusRequest);
    setSubmitting(false);
  };
  return (
    <section aria-labelledby="level-plus" data-testid="level-plus" data-complete={summary.plusComplete}>
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
          const uploaded = state.documents[kind];
          return (
            <li key={kind} data-testid={`document-${kind}`} className="verify-document">
              <strong className="verify-document__name">{t.documents[kind]}</strong>
              <span data-testid={`document-${kind}-file`} className="verify-document__file">
                {uploaded ? `${uploaded.name} · ${formatFileSize(uploaded.size, locale)}` : t.notUploaded}
              </span>
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
            </li>
          );
        })}
      </ul>
      <div className="verify-plus">
        <button
          type="button"
          className="ui-button"
          disabled={!summary.documentsReady || submitting}
          aria-describedby={summary.documentsReady ? undefined : 'plus-needs-documents'}
          onClick={() => void submit()}
        >
          {submitting ? t.processing : t.getPlus}
        </button>
        {!summary.documentsReady && <small id="plus-needs-documents">{t.needDocuments}</small>}
        {submitting && (
          <p role="status" className="verify-text">
            {t.processing}
          </p>
        )}
        {!submitting && state.plusRequest === 'failed' && (
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
