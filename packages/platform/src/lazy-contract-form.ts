/**
 * `useContractForm` for forms on a visitor's first load whose page has no zod otherwise (sign-in, forgot
 * and reset password): the same
 * form state, checks and refusals, but the form's zod schema (with zod and the zod resolver) loads when
 * the form is first sent, as those forms loaded the contracts at their send before (issue [L]: zod is
 * ~45 KiB gzipped and ~150 ms of a phone's start). Only react-hook-form is on the page's first load.
 * The schema lives in a module of its own (`auth/auth-schemas.ts`), imported through `load`; the form's
 * module imports nothing of zod but its types.
 */
import { useState } from 'react';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { useFormWith, type ContractForm, type ContractFormOptions } from './form-core';

export type { Bound, ContractForm, ContractFormOptions } from './form-core';

/** Where a form's schema comes from: `() => import('./x-schema').then((m) => m.schema)`. */
export type SchemaLoader<In, Out> = () => Promise<ZodType<Out, In>>;

/**
 * A resolver that loads its schema and the zod resolver at its first run, then checks as the eager
 * one does. A load that failed (no network) is tried again at the next submit; meanwhile the submit
 * fails with the load's error (the form's `onError`).
 */
export function lazyZodResolver<In extends FieldValues, Out>(load: SchemaLoader<In, Out>): Resolver<In, unknown, Out> {
  let ready: Promise<Resolver<In, unknown, Out>> | null = null;
  return async (values, context, options) => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) => zodResolver(schema));
    const loading = ready;
    const resolve = await loading.catch((error: unknown) => {
      if (ready === loading) ready = null;
      throw error;
    });
    return resolve(values, context, options);
  };
}

/** A form checked by the schema `load` brings, loaded at the first submit. `onError` says when it could not load. */
export function useLazyContractForm<In extends FieldValues, Out>(
  load: SchemaLoader<In, Out>,
  defaults: DefaultValues<In>,
  options: ContractFormOptions & Required<Pick<ContractFormOptions, 'onError'>>,
): ContractForm<In, Out> {
  const [resolver] = useState(() => lazyZodResolver(load));
  return useFormWith(resolver, defaults, options);
}
