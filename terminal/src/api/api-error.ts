import * as z from 'zod/mini';
import type { ApiError } from './trader';

/**
 * The error a non-OK answer of the account API raises, with defaults for whatever the
 * body lacks: `error` 'API Error', `message` 'HTTP <status>', the status, `details` as a list, and
 * `validationErrors` from `validationErrors` or, as some servers name them, `errors`.
 * @example readApiError(502, 'Bad gateway') // { error: 'API Error', message: 'HTTP 502', status: 502, details: [], validationErrors: [] }
 */
export const API_ERROR_DEFAULT = 'API Error';

const issueSchema = z.object({
  field: z._default(z.string(), ''),
  code: z._default(z.string(), 'INVALID'),
  message: z._default(z.string(), ''),
});
const issuesSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items) =>
    items.flatMap((item) => {
      const parsed = issueSchema.safeParse(typeof item === 'string' ? { message: item } : item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

export function readApiError(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const details = Array.isArray(record.details) ? record.details.map(String) : text(record.details) ? [String(record.details)] : [];
  const issues = issuesSchema.safeParse(record.validationErrors ?? record.errors ?? []);
  return {
    error: text(record.error) ?? API_ERROR_DEFAULT,
    message: text(record.message) ?? `HTTP ${status}`,
    status: typeof record.status === 'number' ? record.status : status,
    details,
    validationErrors: issues.success ? issues.data : [],
  };
}
