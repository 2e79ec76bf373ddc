import type { Endpoint } from 'payload';
import { z } from 'zod';
import { loginGuard } from '../auth/login-guard';
import { readSecrets } from '../secrets';
import { bearerMatches } from './read-cache-clear';

const bodySchema = z.object({ email: z.string().trim().min(3).max(254) });

/**
 * POST /api/login-guard/forget `{ "email": … }` with `Authorization: Bearer <REVALIDATE_SECRET>`:
 * ends every wrong-password lockout and delay this CMS process holds for the account. The counts
 * live in the process's memory (per account and client address), so `bourse user unlock`, which
 * runs in its own process, asks the running CMS through this. Only holders of the shared secret
 * (the operator's machine) may call it; the answer says nothing about whether the account exists.
 */
export const loginGuardForgetEndpoint: Endpoint = {
  path: '/login-guard/forget',
  method: 'post',
  handler: async (req) => {
    if (!bearerMatches(req.headers.get('authorization'), readSecrets().revalidateSecret)) {
      return Response.json({ success: false, error: 'Unauthorized' }, { status: 401 });
    }
    const body = bodySchema.safeParse(await req.json?.().catch(() => null));
    if (!body.success) return Response.json({ success: false, error: 'Send {"email": "<the account e-mail>"}' }, { status: 400 });
    await loginGuard().forget(body.data.email);
    return Response.json({ success: true });
  },
};
