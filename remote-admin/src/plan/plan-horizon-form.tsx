import { useTranslation } from 'react-i18next';
import { Box, Button, Field, HStack, Input, RadioGroup, Stack } from '@chakra-ui/react';
import { planHorizonSchema, type PlanHorizon } from '@rides/contracts/dispatch-plan';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';

/** The choice as the contract's horizon: a day only when one is chosen (an empty or bad day is on `day`). */
const horizonForm = z
  .object({ kind: z.enum(['next-48h', 'day']), day: z.string() })
  .transform(({ kind, day }) => (kind === 'day' ? { kind, day } : { kind }))
  .pipe(planHorizonSchema);

/** Which rides to plan: the unassigned rides of the next 48 hours, or of one Paris day. */
export function PlanHorizonForm({ pending, onSuggest, again }: { pending: boolean; onSuggest: (h: PlanHorizon) => void; again: boolean }) {
  const { t } = useTranslation('admin');
  const form = useContractForm(horizonForm, { kind: 'next-48h', day: '' }, { words: () => t('plan.horizon.dayRequired') });
  const { value: kind, onChange: setKind } = form.bind('kind');
  const day = form.bind('day');
  const error = form.errorOf('day');
  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p={4} mb={6}>
      <form ref={form.ref} aria-label={t('plan.horizon.legend')} onSubmit={form.submit(onSuggest)} noValidate>
        <HStack gap={6} align="flex-end" wrap="wrap">
          <RadioGroup.Root value={kind} onValueChange={(e) => setKind(e.value as PlanHorizon['kind'])} aria-label={t('plan.horizon.legend')}>
            <Stack gap={2}>
              {(['next-48h', 'day'] as const).map((k) => (
                <RadioGroup.Item key={k} value={k}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`plan.horizon.${k}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <Field.Root invalid={!!error} maxW="12rem" disabled={kind !== 'day'}>
            <Field.Label>{t('plan.horizon.dayLabel')}</Field.Label>
            <Input type="date" value={day.value} onChange={(e) => day.onChange(e.target.value)} />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={pending} loadingText={t('plan.suggesting')}>
            {t(again ? 'plan.suggestAgain' : 'plan.suggest')}
          </Button>
        </HStack>
      </form>
    </Box>
  );
}
