import { APIError, type CollectionAfterChangeHook, type CollectionBeforeOperationHook, type Endpoint } from 'payload';

/**
 * Payload gives every auth collection its own login, refresh, password and verification routes
 * under /api/traders/*. Traders use the account API instead (/api/auth/*, /api/user/*), which adds
 * the rate limit, the password policy, the suspension check and refresh-token rotation; the
 * built-in routes skip all of that, so they answer 404 with the route to use. These endpoints are
 * matched before Payload's own (a collection's endpoints come first).
 */
const CLOSED: Array<{ method: 'get' | 'post'; path: string; instead?: string }> = [
  { method: 'post', path: '/login', instead: '/api/auth/login' },
  { method: 'post', path: '/logout', instead: '/api/auth/logout' },
  { method: 'post', path: '/refresh-token', instead: '/api/auth/refresh' },
  { method: 'post', path: '/forgot-password', instead: '/api/auth/forgot-password' },
  { method: 'post', path: '/reset-password', instead: '/api/auth/reset-password' },
  { method: 'post', path: '/verify/:id', instead: '/api/auth/verify-email' },
  { method: 'get', path: '/me', instead: '/api/user/profile' },
  { method: 'post', path: '/first-register' },
  { method: 'get', path: '/init' },
];

export const closedTraderAuthRoutes: Endpoint[] = CLOSED.map(({ method, path, instead }) => ({
  method,
  path,
  handler: () =>
    Response.json(
      {
        error: 'NOT_FOUND',
        message: instead ? `This route is closed: traders use ${instead}.` : 'This route is closed.',
        status: 404,
        details: [],
        validationErrors: [],
      },
      { status: 404, headers: { 'cache-control': 'no-store' } },
    ),
}));

/**
 * A trader changes their own record only through the account API (profile fields, checked by its
 * schema; e-mail and password by their own flows with the password policy). Payload's REST update
 * of /api/traders/<id> would take any field, e-mail and password included, unchecked.
 */
/** A refusal, logged at info level like Payload's own Forbidden (payload.config loggingLevels). */
export class TraderRestWriteRefused extends APIError {
  constructor() {
    super('Traders change their account through /api/user/profile (and e-mail or password through their own flows).', 403, null, true);
  }
}

export const refuseTraderRestWrites: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const isTrader = (req.user as { collection?: string } | null)?.collection === 'traders';
  if (isTrader && req.payloadAPI === 'REST' && (operation === 'create' || operation === 'update' || operation === 'delete')) {
    throw new TraderRestWriteRefused();
  }
  return args;
};

/**
 * Suspending (or deactivating) a trader ends every session at once: their access and refresh
 * tokens name a session, and a token whose session is gone is refused everywhere.
 */
export const endSessionsWhenDisabled: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === 'active' || previousDoc?.status !== 'active') return doc;
  const row = (await req.payload.db.findOne({ collection: 'traders', where: { id: { equals: doc.id } }, req })) as Record<
    string,
    unknown
  > | null;
  if (row) {
    // As Payload's own session helpers do: write the whole row, leaving updatedAt alone.
    await req.payload.db.updateOne({
      collection: 'traders',
      id: doc.id,
      data: { ...row, sessions: [], updatedAt: null },
      req,
      returning: false,
    });
  }
  return doc;
};
