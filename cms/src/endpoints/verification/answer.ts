import type { Payload } from 'payload';
import { VERIFICATION_DOCUMENTS, verificationLevelOf, type PlusStatus, type VerificationAnswer } from '@bourse/terminal/api';
import type { KycDocument, Trader } from '../../payload-types';

type DocumentAnswer = NonNullable<VerificationAnswer['documents']['address']>;

const documentAnswer = (doc: KycDocument): DocumentAnswer => ({
  id: String(doc.id),
  name: doc.originalName || doc.filename || '',
  size: doc.filesize ?? 0,
  type: doc.mimeType ?? '',
  uploadedAt: doc.createdAt,
});

/** The newest document of each kind the trader uploaded: what a Plus request would send. */
export async function currentDocuments(
  payload: Payload,
  traderId: number,
): Promise<Record<(typeof VERIFICATION_DOCUMENTS)[number], KycDocument | null>> {
  const found = await payload.find({
    collection: 'kyc-documents',
    where: { trader: { equals: traderId } },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
  });
  const newest = (kind: string) => found.docs.find((doc) => doc.kind === kind) ?? null;
  return { address: newest('address'), passport: newest('passport'), selfie: newest('selfie') };
}

/** What the verification screen shows, from the trader's record and their documents. */
export async function verificationAnswer(payload: Payload, trader: Trader): Promise<VerificationAnswer> {
  const documents = await currentDocuments(payload, trader.id);
  const plusStatus = (trader.plusStatus ?? 'none') as PlusStatus;
  const latest = await payload.find({
    collection: 'verification-requests',
    where: { trader: { equals: trader.id } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  });
  const codeExpires = (trader as { phoneCodeExpiresAt?: string | null }).phoneCodeExpiresAt;
  return {
    level: verificationLevelOf({ emailVerified: trader.emailVerified === true, phoneVerified: trader.phoneVerified === true, plusStatus }),
    email: { address: trader.email, verified: trader.emailVerified === true },
    phone: {
      number: trader.phone ?? '',
      verified: trader.phoneVerified === true,
      codeSent: typeof codeExpires === 'string' && new Date(codeExpires) > new Date(),
    },
    documents: {
      address: documents.address && documentAnswer(documents.address),
      passport: documents.passport && documentAnswer(documents.passport),
      selfie: documents.selfie && documentAnswer(documents.selfie),
    },
    plus: { status: plusStatus, reason: trader.plusReason ?? null, reviewedAt: latest.docs[0]?.reviewedAt ?? null },
  };
}
