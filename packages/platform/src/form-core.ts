/**
 * The form state every form of the house shares (issue [O] 3), whatever checks it: react-hook-form
 * holds what is typed, `resolver` checks it on submit, and a refusal's field details land on the same
 * fields (`refuse`, through `fieldErrorsOf`). A failed submit loses nothing typed, and the first invalid
 * field in page order takes the focus (`focusFirstError`, after the render that marks it invalid),
 * whichever check failed: the resolver, or the server. Built by `useContractForm` (a schema at hand) and
 * `useLazyContractForm` (a schema loaded when the form is first sent).
 */
import { useLayoutEffect, useRef, type FormEvent, type RefObject } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type PathValue, type Resolver, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { focusFirstError } from './focus-first-error';
import { fieldErrorsOf, readRefusal } from './refusal';

export interface ContractFormOptions {
  /** A field's error goes as soon as that field changes (the dialogs); by default it stays until the next submit. */
  clearErrorOnChange?: boolean;
  /** The sentence shown for a field's message (a key or a contract's code); by default the message itself. */
  words?: (message: string, field: string) => string;
  /** A submit whose check could not run (a lazily loaded schema did not arrive): the form says so; nothing typed is lost. */
  onError?: (error: unknown) => void;
}

/** What a field of the house's components (TextField, ReasonField, EuroField, …) takes: its name, value and change. */
export interface Bound<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
}

export interface ContractForm<In extends FieldValues, Out> extends UseFormReturn<In, unknown, Out> {
  /** Put on the <form>: where the first invalid field is looked for. */
  ref: RefObject<HTMLFormElement | null>;
  /** The <form>'s onSubmit: checks, then runs `onValid` with the schema's output; a submit while one runs is ignored. */
  submit: (onValid: SubmitHandler<Out>, onInvalid?: () => void) => (e?: FormEvent) => void;
  /** A field's value and change for a controlled component. */
  bind: <P extends Path<In>>(name: P) => Bound<PathValue<In, P>>;
  /** The sentence for a field's error (through `words`), or undefined; a name of the schema's output too (`from` of two inputs). */
  errorOf: (name: Path<In> | (string & {})) => string | undefined;
  /**
   * Puts a refused call's field details on the form's fields (setError, type `server`); only the fields
   * given, by default the form's own (its defaults' keys). Whether any field got one: if not, the caller
   * words the refusal as a whole.
   */
  refuse: (error: unknown, fields?: ReadonlyArray<Path<In> | (string & {})>) => boolean;
}

export function useFormWith<In extends FieldValues, Out>(resolver: Resolver<In, unknown, Out>, defaults: DefaultValues<In>, options: ContractFormOptions = {}): ContractForm<In, Out> {
  const { clearErrorOnChange = false, words = (message: string) => message, onError = (error: unknown) => console.error('The form could not be sent', error) } = options;
  const form = useForm<In, unknown, Out>({
    resolver,
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The DOM decides what is first (page order), not the order fields were registered: see the effect below.
    shouldFocusError: false,
  });
  const ref = useRef<HTMLFormElement>(null);
  const running = useRef(false);

  // Read during render, so RHF re-renders on them: the render that marks the fields invalid focuses the first.
  const { submitCount, errors } = form.formState;
  const failed = Object.keys(errors).length > 0;
  useLayoutEffect(() => {
    if (submitCount > 0 && failed) focusFirstError(ref.current);
    // Only after a submit (the schema's check or the server's refusal), not when an error goes.
  }, [submitCount]);

  const submit = (onValid: SubmitHandler<Out>, onInvalid?: () => void) => (e?: FormEvent) => {
    e?.preventDefault();
    // A second click before the re-render that disables the button must not send twice.
    if (running.current) return;
    running.current = true;
    form
      .handleSubmit(onValid, onInvalid)()
      .catch(onError)
      .finally(() => {
        running.current = false;
      });
  };

  const bind = <P extends Path<In>>(name: P): Bound<PathValue<In, P>> => ({
    name,
    value: form.watch(name),
    onChange: (value) => {
      form.setValue(name, value, { shouldDirty: true });
      if (clearErrorOnChange) form.clearErrors(name);
    },
  });

  const errorOf = (name: string): string | undefined => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? words(message, name) : undefined;
  };

  const refuse = (error: unknown, fields: readonly string[] = Object.keys(defaults ?? {})): boolean => {
    const found = Object.entries(fieldErrorsOf(readRefusal(error).issues)).filter(([field]) => fields.includes(field));
    for (const [field, message] of found) form.setError(field as Path<In>, { type: 'server', message });
    return found.length > 0;
  };

  return { ...form, ref, submit, bind, errorOf, refuse };
}
