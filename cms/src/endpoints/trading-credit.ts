import { describeTradingError } from '@bourse/i18n';
import type { Endpoint } from 'payload';
import { isAdminUser } from '../access/is-admin';
import { creditDemo } from '../ledger/demo';
import { ledgerOf, notifyEngine } from '../ledger/shared';
import { readSecrets } from '../secrets';

/**
 * POST /api/trading-accounts/:id/credit `{ asset, amount, reason }`: an admin credits a demo account
 * (the staff action in the admin's trading account view). One transaction with its movement; the
 * reason is shown to the trader. Refusals answer 400 with the engine's code.
 */
export const tradingCreditEndpoint: Endpoint = {
  path: '/:id/credit',
  method: 'post',
  handler: async (req) => {
    if (!isAdminUser(req.user as { collection?: string; role?: string } | null)) {
      return Response.json({ error: 'FORBIDDEN', message: 'Only an admin can credit an account.' }, { status: 403 });
    }
    const accountId = Number(req.routeParams?.id);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse((await req.text?.()) || '{}') as Record<string, unknown>;
    } catch {
      return Response.json({ error: 'INVALID_JSON', message: 'Send a JSON body: { asset, amount, reason }.' }, { status: 400 });
    }
    const ledger = await ledgerOf(req.payload);
    const result = await creditDemo(ledger, accountId, { asset: body.asset, amount: body.amount, reason: body.reason }, Date.now());
    if (!result.ok) {
      const message = describeTradingError(result.error, 'en');
      return Response.json({ error: result.error.code, field: result.error.field ?? null, message }, { status: 400 });
    }
    const notified = await notifyEngine(accountId, readSecrets().revalidateSecret);
    return Response.json({ success: true, balances: result.value.balances, notified });
  },
};
