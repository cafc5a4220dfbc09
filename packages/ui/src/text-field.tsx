import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, Input } from '@chakra-ui/react';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and announced with it (Chakra's Field wires aria-describedby/-errormessage). */
  error?: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoCapitalize?: string;
  required?: boolean;
  size?: 'md' | 'lg';
  ref?: Ref<HTMLInputElement>;
  /** Under the error: quick choices of a value, for instance. */
  children?: ReactNode;
}

/** A labelled text input with its hint and its error: the one text field of every form. */
export function TextField({ name, label, value, onChange, error, hint, type = 'text', autoComplete, inputMode, autoCapitalize, required, size, ref, children }: Props) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        ref={ref}
        name={name}
        size={size}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoCapitalize={autoCapitalize}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      {children}
    </Field.Root>
  );
}
