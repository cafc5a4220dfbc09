import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Checkbox, Field, Fieldset, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { SECURITY_EVENT_TYPES, type SecurityEventType } from '@rides/contracts/security-event-types';
import { ANALYTICS_MAX_DAYS } from '@rides/contracts/session-analytics';
import type { AnalyticsFilters } from './analytics-params';

const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** Dates (Paris, inclusive) and event types; applied on submit, so the address keeps them. No type ticked: every type. */
export function AnalyticsFiltersForm({ filters, onApply }: { filters: AnalyticsFilters; onApply: (f: AnalyticsFilters) => void }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<AnalyticsFilters>(filters);
  const [error, setError] = useState<string | undefined>();
  const toggle = (type: SecurityEventType, on: boolean) =>
    setDraft((d) => ({ ...d, types: on ? SECURITY_EVENT_TYPES.filter((x) => x === type || d.types.includes(x)) : d.types.filter((x) => x !== type) }));

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft.from || !draft.to) return setError(t('analytics.filters.missing'));
    if (draft.to < draft.from) return setError(t('analytics.filters.badRange'));
    if (days(draft.from, draft.to) > ANALYTICS_MAX_DAYS) return setError(t('analytics.filters.tooLong', { count: ANALYTICS_MAX_DAYS }));
    setError(undefined);
    onApply(draft);
  }

  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p={4} mb={6}>
      <form role="search" aria-label={t('analytics.filters.label')} onSubmit={submit} noValidate>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} maxW="32rem">
          <Field.Root>
            <Field.Label>{t('analytics.filters.from')}</Field.Label>
            <Input type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
          </Field.Root>
          <Field.Root invalid={!!error}>
            <Field.Label>{t('analytics.filters.to')}</Field.Label>
            <Input type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        </SimpleGrid>
        <Fieldset.Root mt={4}>
          <Fieldset.Legend>{t('analytics.filters.types')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('analytics.filters.typesHint')}</Fieldset.HelperText>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={2} mt={2}>
            {SECURITY_EVENT_TYPES.map((type) => (
              <Checkbox.Root key={type} checked={draft.types.includes(type)} onCheckedChange={(e) => toggle(type, e.checked === true)}>
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
