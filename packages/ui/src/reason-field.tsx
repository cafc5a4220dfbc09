import type { Ref } from 'react';
import { Field, Textarea } from '@chakra-ui/react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's most characters: the field takes no more. */
  maxLength: number;
  /** Under the field: who reads the reason, what it is for. */
  hint?: string;
  error?: string;
  /** Marked required (the marker shows only then). */
  required?: boolean;
  name?: string;
  rows?: number;
  /** The textarea, for a dialog that starts its focus there. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The one "why" of a step (issue [O] 3): a labelled textarea with its required marker, hint, error and
 * character limit, as every dialog that asks for a reason (cancel, unassign, decline, hand back) has it.
 */
export function ReasonField({ label, value, onChange, maxLength, hint, error, required = false, name = 'reason', rows = 3, ref }: Props) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea ref={ref} name={name} value={value} maxLength={maxLength} rows={rows} onChange={(e) => onChange(e.target.value)} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
