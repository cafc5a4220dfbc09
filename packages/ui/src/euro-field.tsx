import type { ReactNode, Ref } from 'react';
import { Field, Input } from '@chakra-ui/react';

interface Props {
  name: string;
  label: string;
  /** What is typed ("75", "75,50"): `centsOfEuros` (./euros) reads it, `eurosOfCents` writes it. */
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  size?: 'md' | 'lg';
  ref?: Ref<HTMLInputElement>;
  /** Under the error: quick choices of an amount, for instance. */
  children?: ReactNode;
}

/**
 * The one amount-in-euros input (issue [O] 3): a decimal keypad on a phone, no autofill, the amount as
 * typed (a comma or a point), its hint and its error. The form reads and checks the cents itself.
 */
export function EuroField({ name, label, value, onChange, hint, error, required = false, size, ref, children }: Props) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input ref={ref} name={name} inputMode="decimal" autoComplete="off" size={size} value={value} onChange={(e) => onChange(e.target.value)} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      {children}
    </Field.Root>
  );
}
