import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useContractForm } from '@rides/platform/contract-form';
import type { z } from 'zod';
import { accountProblem } from './account-problem';
import { fieldMessage } from './field-errors';

/**
 * An account form (sign-up, profile, password): `useContractForm` with the account's words, and what
 * it shows about its last submit besides the fields: one message above the button, and whether it is
 * sending. A failed check or a refusal marks the fields (the first takes the focus) and says so above
 * the button; nothing typed is touched.
 */
export function useAccountForm<In extends FieldValues, Out>(schema: z.ZodType<Out, In>, defaults: DefaultValues<In>, during: 'sign-up' | 'account' = 'account') {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const form = useContractForm(schema, defaults, { words: (message, field) => fieldMessage(field, message, t) });
  const [problem, setProblem] = useState<string | null>(null);

  /** The <form>'s onSubmit: checks, then runs `send` with the schema's output; a refusal is shown, not thrown. */
  const submit = (send: (values: Out) => Promise<void>) =>
    form.submit(
      async (values) => {
        setProblem(null);
        try {
          await send(values);
        } catch (err) {
          const p = accountProblem(err, t, tc, during);
          form.refuse(err);
          for (const [field, message] of Object.entries(p.fields)) if (message && field in defaults) form.setError(field as Path<In>, { type: 'server', message });
          setProblem(p.message);
        }
      },
      () => setProblem(t('errors.checkFields')),
    );

  // Sending: the submit awaits `send`, so react-hook-form's isSubmitting is true until it ends.
  return { form, problem, busy: form.formState.isSubmitting, submit };
}
