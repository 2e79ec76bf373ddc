import { isCookieWriteAllowed, siteOrigins } from '../../auth/csrf';
import { authError } from '../../auth/errors';
import { profileUpdateSchema } from '../../auth/schemas';
import { toProfileAnswer } from '../../auth/trader-answer';
import { defineEndpoint, success, traderOf } from '../auth/define';

/**
 * GET /api/user/profile: the signed-in trader's own profile. No id is ever taken from the request,
 * so one trader cannot name another's record.
 */
export const profileReadEndpoint = defineEndpoint({
  path: '/user/profile',
  method: 'get',
  run: async (req) => {
    const trader = traderOf(req);
    if (!trader) return authError('UNAUTHORIZED');
    const doc = await req.payload.findByID({ collection: 'traders', id: trader.id, depth: 0, overrideAccess: false, user: trader });
    return success(toProfileAnswer(doc));
  },
});

/** The fields of the personal-data form: saving any of them needs a birth date on the record. */
const PERSONAL_DATA_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'phone',
  'country',
  'state',
  'postalCode',
  'city',
  'address',
] as const;

/** PUT /api/user/profile: changes only the fields of profileUpdateSchema, on the trader's own record. */
export const profileUpdateEndpoint = defineEndpoint({
  path: '/user/profile',
  method: 'put',
  schema: profileUpdateSchema,
  run: async (req, changes) => {
    const trader = traderOf(req);
    if (!trader) return authError('UNAUTHORIZED');
    if (!isCookieWriteAllowed(req.headers, siteOrigins())) return authError('CSRF_REJECTED');
    const { payload } = req;
    if (changes.username && changes.username !== trader.username) {
      const taken = await payload.count({ collection: 'traders', where: { username: { equals: changes.username } } });
      if (taken.totalDocs > 0) {
        return authError('USERNAME_TAKEN', {
          validationErrors: [{ field: 'username', code: 'USERNAME_TAKEN', message: 'This username is taken: choose another.' }],
        });
      }
    }
    // The personal-data form requires a birth date; the server holds to it as the browser does.
    const personal = PERSONAL_DATA_FIELDS.some((field) => changes[field] !== undefined);
    if (personal && !changes.dateOfBirth && !(trader as { dateOfBirth?: string | null }).dateOfBirth) {
      return authError('VALIDATION_ERROR', {
        validationErrors: [
          { field: 'dateOfBirth', code: 'REQUIRED', message: 'Enter your date of birth (YYYY-MM-DD) to save personal data.' },
        ],
      });
    }
    const doc = await payload.update({
      collection: 'traders',
      id: trader.id,
      data: changes,
      depth: 0,
      overrideAccess: false,
      user: trader,
    });
    return success(toProfileAnswer(doc));
  },
});
