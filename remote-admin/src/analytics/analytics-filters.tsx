import { useTranslation } from 'react-i18next';
import { Box, Button, Checkbox, Field, Fieldset, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { SECURITY_EVENT_TYPES, type SecurityEventType } from '@rides/contracts/security-event-types';
import { ANALYTICS_MAX_DAYS } from '@rides/contracts/session-analytics';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import type { AnalyticsFilters } from './analytics-params';

const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

type Problem = 'missing' | 'badRange' | 'tooLong';
const problemOf = (from: string, to: string): Problem | null => (!from || !to ? 'missing' : to < from ? 'badRange' : days(from, to) > ANALYTICS_MAX_DAYS ? 'tooLong' : null);

/** Both dates, in order, at most ANALYTICS_MAX_DAYS days: what is wrong is said under the second. */
const filtersForm = z.object({ from: z.string(), to: z.string(), types: z.array(z.enum(SECURITY_EVENT_TYPES)) }).superRefine(({ from, to }, ctx) => {
  const problem = problemOf(from, to);
  if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
});

/** Dates (Paris, inclusive) and event types; applied on submit, so the address keeps them. No type ticked: every type. */
export function AnalyticsFiltersForm({ filters, onApply }: { filters: AnalyticsFilters; onApply: (f: AnalyticsFilters) => void }) {
  const { t } = useTranslation('admin');
  const form = useContractForm(filtersForm, filters, { words: (problem) => t(`analytics.filters.${problem as Problem}`, { count: ANALYTICS_MAX_DAYS }) });
  const from = form.bind('from');
  const to = form.bind('to');
  const types = form.bind('types');
  const error = form.errorOf('to');
  const toggle = (type: SecurityEventType, on: boolean) => types.onChange(on ? SECURITY_EVENT_TYPES.filter((x) => x === type || types.value.includes(x)) : types.value.filter((x) => x !== type));

  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p={4} mb={6}>
      <form ref={form.ref} role="search" aria-label={t('analytics.filters.label')} onSubmit={form.submit(onApply)} noValidate>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} maxW="32rem">
          <Field.Root>
            <Field.Label>{t('analytics.filters.from')}</Field.Label>
            <Input type="date" value={from.value} onChange={(e) => from.onChange(e.target.value)} />
          </Field.Root>
          <Field.Root invalid={!!error}>
            <Field.Label>{t('analytics.filters.to')}</Field.Label>
            <Input type="date" value={to.value} onChange={(e) => to.onChange(e.target.value)} />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        </SimpleGrid>
        <Fieldset.Root mt={4}>
          <Fieldset.Legend>{t('analytics.filters.types')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('analytics.filters.typesHint')}</Fieldset.HelperText>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={2} mt={2}>
            {SECURITY_EVENT_TYPES.map((type) => (
              <Checkbox.Root key={type} checked={types.value.includes(type)} onCheckedChange={(e) => toggle(type, e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`analytics.types.${type}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Fieldset.Root>
        <HStack mt={4}>
          <Button type="submit" colorPalette="brand">
            {t('analytics.filters.apply')}
          </Button>
        </HStack>
      </form>
    </Box>
  );
}
