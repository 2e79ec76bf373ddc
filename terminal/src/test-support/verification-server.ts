import type { VerificationAnswer } from '../api/verification';

type Refusal = { status: number; code: string };
export type FakeServer = { answer: VerificationAnswer; calls: string[]; refuse: Map<string, Refusal>; fetch: typeof fetch; code: string };

const ok = (data: unknown, status = 200) => new Response(JSON.stringify({ success: true, data }), { status });
const refused = ({ status, code }: Refusal, field = '') =>
  new Response(JSON.stringify({ error: 'VALIDATION_ERROR', message: code, status, validationErrors: [{ field, code, message: code }] }), {
    status,
  });

/**
 * The verification part of the account API as the CMS answers it, for the store's and the
 * panel's tests: a phone code (`code`), uploads of any file the test did not refuse, the Plus
 * request, and `refuse` to answer a path with a refusal.
 */
export function fakeVerificationServer(): FakeServer {
  const server: FakeServer = {
    code: '246810',
    calls: [],
    refuse: new Map(),
    answer: {
      level: 'none',
      email: { address: 'demo@bourse.local', verified: true },
      phone: { number: '+7 900 111-22-33', verified: false, codeSent: false },
      documents: { address: null, passport: null, selfie: null },
      plus: { status: 'none', reason: null, reviewedAt: null },
    },
    fetch: async (input, init) => {
      const path = String(input);
      server.calls.push(`${init?.method ?? 'GET'} ${path}`);
      const refusal = server.refuse.get(path);
      if (refusal) return refused(refusal, path.endsWith('documents') ? 'file' : 'code');
      const a = server.answer;
      if (path === '/api/verification/phone/code') a.phone = { ...a.phone, codeSent: true };
      if (path === '/api/verification/phone/confirm') {
        if ((JSON.parse(String(init?.body)) as { code: string }).code !== server.code)
          return refused({ status: 400, code: 'CODE_INVALID' }, 'code');
        a.phone = { ...a.phone, verified: true, codeSent: false };
        a.level = 'basic';
      }
      if (path === '/api/verification/documents') {
        const form = init?.body as FormData;
        const file = form.get('file') as File;
        a.documents = {
          ...a.documents,
          [String(form.get('kind'))]: {
            id: '9',
            name: file.name,
            size: file.size,
            type: file.type,
            uploadedAt: '2026-11-28T16:00:00.000Z',
          },
        };
        return ok({ id: '9' }, 201);
      }
      if (path === '/api/verification/plus') a.plus = { status: 'pending', reason: null, reviewedAt: null };
      return ok(a);
    },
  };
  return server;
}
