import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize'>;

/**
 * The one amount-in-euros input (issue [O] 3): the text field with a decimal keypad on a phone and no
 * autofill; `value` is the amount as typed ("75", "75,50"): `centsOfEuros` (./euros) reads it,
 * `eurosOfCents` writes it. The form reads and checks the cents itself.
 */
export function EuroField(props: Props) {
  return <TextField {...props} inputMode="decimal" autoComplete="off" />;
}
