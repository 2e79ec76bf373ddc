import { useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { FAKE_REQUEST_DELAY_MS, validateSupportForm, type FormErrors } from '../model/support-bot-forms';

/** The simulated submit (no support service exists yet): nothing leaves the browser; it answers after 1 s. */
export function simulateRequest(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, FAKE_REQUEST_DELAY_MS));
}

export type SubmitState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * A form's values, field errors and submit state. Valid values are "sent" through `send`; success
 * clears the fields back to their defaults, failure keeps them so nothing typed is lost.
 */
export function useFakeSubmit<T extends Record<string, unknown>>(
  schema: z.ZodMiniType<T>,
  defaults: T,
  send: (values: T) => Promise<void>,
) {
  const [values, setValues] = useState<T>(defaults);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const [state, setState] = useState<SubmitState>('idle');
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
    try {
      // What is sent is the schema's output: trimmed, as the server side of a real form would store it.
      await send(schema.parse(values));
      if (!mounted.current) return;
      setValues(defaults);
      setState('sent');
    } catch {
      if (mounted.current) setState('failed');
    }
  };

  return { values, errors, state, set, submit };
}
