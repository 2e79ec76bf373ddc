import { useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import type { SupportRequestAnswer } from '../../api/support';
import type { WriteResult } from '../../session/store/account-call';
import { validateSupportForm, type FormErrorCode, type FormErrors } from '../model/support-bot-forms';

export type SubmitState = 'idle' | 'sending' | 'sent' | 'failed';
export type SendSupport<T> = (values: T) => Promise<WriteResult<SupportRequestAnswer>>;

const SERVER_CODES: readonly FormErrorCode[] = ['REQUIRED', 'INVALID_EMAIL', 'TOO_LONG'];

/**
 * A support form's values, field errors and submit state. Valid values go to the server through
 * `send`; the stored request clears the fields back to their defaults and is kept to name it, a
 * refusal puts the server's field errors beside the fields, and a failure keeps everything typed.
 */
export function useSupportSubmit<T extends Record<string, unknown>>(schema: z.ZodMiniType<T>, defaults: T, send: SendSupport<T>) {
  const [values, setValues] = useState<T>(defaults);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const [state, setState] = useState<SubmitState>('idle');
  const [sent, setSent] = useState<SupportRequestAnswer | null>(null);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  const set = <K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const found = validateSupportForm(schema, values);
    setErrors(found);
    if (Object.keys(found).length > 0 || state === 'sending') return;
    setState('sending');
    // What is sent is the schema's output: trimmed, as the server stores it.
    const result = await send(schema.parse(values));
    if (!mounted.current) return;
    if (result.ok) {
      setValues(defaults);
      setSent(result.data);
      setState('sent');
      return;
    }
    if (result.reason === 'invalid') {
      const fromServer: FormErrors<T> = {};
      for (const issue of result.errors) {
        const code = SERVER_CODES.find((known) => known === issue.code) ?? 'REQUIRED';
        if (issue.field in defaults) fromServer[issue.field as keyof T] ??= code;
      }
      setErrors(fromServer);
    }
    setState('failed');
  };

  return { values, errors, state, sent, set, submit };
}
