import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Field, HStack, Input } from '@chakra-ui/react';
import { rangeProblem } from './dates';

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
  const [draft, setDraft] = useState({ from, to });
  const [error, setError] = useState<string | undefined>();
  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = rangeProblem(draft.from, draft.to, kind);
    if (problem) {
      setError(t(`billing.range.${problem}`, { days: kind === 'ledger' ? 366 : 31 }));
      return;
    }
    setError(undefined);
    onApply(draft);
  }
  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p={4} mb={6}>
      <form role="search" aria-label={label} onSubmit={submit} noValidate>
        <HStack gap={4} align="flex-end" wrap="wrap">
          <Field.Root invalid={!!error} maxW="12rem">
            <Field.Label>{t('billing.range.from')}</Field.Label>
            <Input type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
          </Field.Root>
          <Field.Root invalid={!!error} maxW="12rem">
            <Field.Label>{t('billing.range.to')}</Field.Label>
            <Input type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
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
