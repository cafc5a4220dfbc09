import { useTranslation } from 'react-i18next';
import { Box, Button, Field, HStack, Input } from '@chakra-ui/react';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { rangeProblem } from './dates';

type Problem = NonNullable<ReturnType<typeof rangeProblem>>;

/** Both dates, in order, not too long: what is wrong is said under the second. */
const rangeForm = (kind: 'ledger' | 'reconciliation') =>
  z.object({ from: z.string(), to: z.string() }).superRefine(({ from, to }, ctx) => {
    const problem = rangeProblem(from, to, kind);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });

interface Props {
  label: string;
  from: string;
  to: string;
  kind: 'ledger' | 'reconciliation';
  onApply: (range: { from: string; to: string }) => void;
}

/** A Paris date range (inclusive), checked before asking the server: both dates, in order, not too long. */
export function RangeForm({ label, from, to, kind, onApply }: Props) {
  const { t } = useTranslation('admin');
  const form = useContractForm(rangeForm(kind), { from, to }, { words: (problem) => t(`billing.range.${problem as Problem}`, { days: kind === 'ledger' ? 366 : 31 }) });
  const draftFrom = form.bind('from');
  const draftTo = form.bind('to');
  const error = form.errorOf('to');
  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p={4} mb={6}>
      <form ref={form.ref} role="search" aria-label={label} onSubmit={form.submit(onApply)} noValidate>
        <HStack gap={4} align="flex-end" wrap="wrap">
          <Field.Root invalid={!!error} maxW="12rem">
            <Field.Label>{t('billing.range.from')}</Field.Label>
            <Input type="date" value={draftFrom.value} onChange={(e) => draftFrom.onChange(e.target.value)} />
          </Field.Root>
          <Field.Root invalid={!!error} maxW="12rem">
            <Field.Label>{t('billing.range.to')}</Field.Label>
            <Input type="date" value={draftTo.value} onChange={(e) => draftTo.onChange(e.target.value)} />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" colorPalette="brand">
            {t('billing.range.apply')}
          </Button>
        </HStack>
      </form>
    </Box>
  );
}
