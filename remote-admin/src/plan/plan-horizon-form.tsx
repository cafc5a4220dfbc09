import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Field, HStack, Input, RadioGroup, Stack } from '@chakra-ui/react';
import type { PlanHorizon } from '@rides/contracts/dispatch-plan';

/** Which rides to plan: the unassigned rides of the next 48 hours, or of one Paris day. */
export function PlanHorizonForm({ pending, onSuggest, again }: { pending: boolean; onSuggest: (h: PlanHorizon) => void; again: boolean }) {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<PlanHorizon['kind']>('next-48h');
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | undefined>();
  function submit(e: FormEvent) {
    e.preventDefault();
    if (kind === 'day' && !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
      setError(t('plan.horizon.dayRequired'));
      return;
    }
    setError(undefined);
    onSuggest(kind === 'day' ? { kind, day } : { kind });
  }
  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p={4} mb={6}>
      <form aria-label={t('plan.horizon.legend')} onSubmit={submit} noValidate>
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
            <Input type="date" value={day} onChange={(e) => setDay(e.target.value)} />
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
