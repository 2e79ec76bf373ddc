import * as z from 'zod';
import { authError, type ApiErrorBody, type ValidationIssue } from './errors';

export const MAX_BODY_BYTES = 16 * 1024;

export type Parsed<T> = { ok: true; data: T } | { ok: false; error: ApiErrorBody };

const invalid = (validationErrors: ValidationIssue[]): Parsed<never> => ({
  ok: false,
  error: authError('VALIDATION_ERROR', { validationErrors }),
});

/**
 * Turns a raw request body into the schema's value, or a 400 with validationErrors: malformed
 * JSON, a non-object, missing or mistyped fields, overlong strings and unknown keys all land here,
 * never in a 500. A mini schema's code as its message (`REQUIRED`) becomes the issue's code. An empty body counts as `{}` (logout, verify-email request).
 * @example parseBody('{"email":1}', loginSchema) // { ok: false, error: { status: 400, ... } }
 */
export function parseBody<S extends z.core.$ZodType>(raw: string, schema: S): Parsed<z.infer<S>> {
  if (raw.length > MAX_BODY_BYTES) return invalid([{ field: '', code: 'BODY_TOO_LARGE', message: 'The request body is too large.' }]);
  let value: unknown = {};
  if (raw.trim()) {
    try {
      value = JSON.parse(raw);
    } catch {
      return invalid([{ field: '', code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' }]);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return invalid([{ field: '', code: 'NOT_AN_OBJECT', message: 'The request body must be a JSON object.' }]);
  }
  // Classic and mini schemas alike (the account API's shared shapes are zod/mini, for the browser's bundle).
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, data: result.data };
  return invalid(
    result.error.issues.map((issue) => {
      if (issue.code === 'unrecognized_keys')
        return { field: issue.keys.join(','), code: 'UNKNOWN_FIELD', message: `These fields cannot be set: ${issue.keys.join(', ')}.` };
      const named = CODE_WORDS[issue.message];
      return {
        field: issue.path.join('.'),
        code: named ? issue.message : issue.code.toUpperCase(),
        message: named ?? issue.message,
      };
    }),
  );
}

/** The words of the codes the shared (browser and server) schemas give as their messages. */
const CODE_WORDS: Record<string, string> = {
  REQUIRED: 'Fill in this field.',
  TOO_LONG: 'This text is too long: shorten it.',
  INVALID_EMAIL: 'Enter a valid e-mail address.',
  INVALID: 'This value is not valid.',
};
