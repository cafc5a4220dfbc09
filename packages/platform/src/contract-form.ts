/**
 * One way to build a form (issue [O] 3): react-hook-form holds what is typed, the form's zod schema
 * (made of the contracts' own rules) checks it on submit through @hookform/resolvers/zod, and a
 * refusal's field details land on the same fields (`refuse`, through `fieldErrorsOf`). A failed submit
 * loses nothing typed, and the first invalid field in page order takes the focus (`focusFirstError`,
 * after the render that marks it invalid), whichever check failed: the schema, or the server.
 *
 * Messages: a form's schema carries message keys ("commissions.pay.referenceTooShort") or a contract's
 * codes ("english-required"); `words` turns a field's message into the sentence shown, at render time,
 * so a change of language re-words what is shown.
 *
 * Decision, filter bars whose applied filters live in the address (all requests, users, session
 * analytics) and the range bars of billing and commissions: they use this helper too. The address holds
 * what is applied; the bar holds a draft until Apply, and that draft is form state like any other,
 * checked before it is applied (a date range in order, not too long). RHF adds little to a bar with
 * nothing to check (the users search), but one way for every form beats a second, hand-made one for a
 * few, and every bar is keyed by what is applied, so a new address starts a fresh draft from it.
 */
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useFormWith, type ContractForm, type ContractFormOptions } from './form-core';

export type { Bound, ContractForm, ContractFormOptions } from './form-core';

/** A form checked by `schema`, at hand when the form renders (every form whose page loads zod anyway: its contracts). */
export function useContractForm<In extends FieldValues, Out>(schema: z.ZodType<Out, In>, defaults: DefaultValues<In>, options: ContractFormOptions = {}): ContractForm<In, Out> {
  return useFormWith(zodResolver(schema), defaults, options);
}
