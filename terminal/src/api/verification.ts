import * as z from 'zod/mini';
import { VERIFICATION_LEVELS, type VerificationLevel } from '@bourse/trading';

export const VERIFICATION_DOCUMENTS = ['address', 'passport', 'selfie'] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENTS)[number];
// The levels are the trading rules' (the ledger's withdrawal limits read them); the answer names them.
export { VERIFICATION_LEVELS, type VerificationLevel };
/** Where the Plus request stands: never sent, waiting for staff, approved, rejected with a reason. */
export const PLUS_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type PlusStatus = (typeof PLUS_STATUSES)[number];

/**
 * The level the server grants: Plus only once staff approved the documents, basic once e-mail and
 * phone are confirmed, otherwise none. Withdrawals are checked against it on the server.
 * @example verificationLevelOf({ emailVerified: true, phoneVerified: true, plusStatus: 'pending' }) // 'basic'
 */
export function verificationLevelOf(facts: { emailVerified: boolean; phoneVerified: boolean; plusStatus: PlusStatus }): VerificationLevel {
  if (facts.plusStatus === 'approved') return 'plus';
  return facts.emailVerified && facts.phoneVerified ? 'basic' : 'none';
}

const documentSchema = z.object({ id: z.string(), name: z.string(), size: z.number(), type: z.string(), uploadedAt: z.string() });

/**
 * `GET /api/verification`: what the verification screen shows, as the server knows it.
 * @example verificationAnswerSchema.parse(body.data).plus.status // 'pending'
 */
export const verificationAnswerSchema = z.object({
  level: z.enum(VERIFICATION_LEVELS),
  email: z.object({ address: z.string(), verified: z.boolean() }),
  phone: z.object({ number: z.string(), verified: z.boolean(), codeSent: z.boolean() }),
  documents: z.object({
    address: z.nullable(documentSchema),
    passport: z.nullable(documentSchema),
    selfie: z.nullable(documentSchema),
  }),
  plus: z.object({ status: z.enum(PLUS_STATUSES), reason: z.nullable(z.string()), reviewedAt: z.nullable(z.string()) }),
});
export type VerificationAnswer = z.infer<typeof verificationAnswerSchema>;
export type VerificationDocument = z.infer<typeof documentSchema>;

/** `POST /api/verification/phone/confirm`: the code the phone received. */
export const phoneCodeSchema = z.object({ code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'CODE_INVALID')) });
