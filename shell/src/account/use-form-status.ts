import { useRef, useState } from 'react';
import { focusFirstError, type FieldErrors } from './field-errors';

/**
 * What an account form shows about its last submit: messages next to fields, one message above the
 * button, and whether it is sending. A failure moves focus to the first field to fix; nothing typed
 * is touched.
 */
export function useFormStatus() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  return {
    form,
    errors,
    problem,
    busy,
    setBusy,
    fail(fields: FieldErrors, message: string) {
      setErrors(fields);
      setProblem(message);
      requestAnimationFrame(() => focusFirstError(form.current));
    },
    clear() {
      setErrors({});
      setProblem(null);
    },
  };
}
