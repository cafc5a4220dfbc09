import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { addUnavailability, type DriverProfile } from '@rides/contracts/driver-profile';
import { parisInstant, parisLocal } from '@rides/domain/paris-time';
import { formatParisDateTime } from '@rides/i18n/format';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { notify } from '@rides/ui/toaster';
import { TextField } from '@rides/ui/text-field';
import { profileMessage, profileProblem } from './profile-errors';
import { useProfileChanges } from './use-driver-profile';

type Period = DriverProfile['unavailable'][number];

interface Draft {
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
  note: string;
}

/** The Paris date after a Paris date (YYYY-MM-DD), by the calendar (no clock change can shift it). */
const nextDate = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A new period starts as today, all day (Paris time): from midnight to the next midnight, no minute left over. */
function emptyDraft(): Draft {
  const today = parisLocal(new Date()).date;
  return { fromDate: today, fromTime: '00:00', toDate: nextDate(today), toTime: '00:00', note: '' };
}

/**
 * The period typed (Paris dates and times, a note) as the contract's input: each end one instant
 * (`from`, `to`: its date and time together), then the contract's own rules (the end after the start).
 */
const periodForm = z
  .object({ fromDate: z.string(), fromTime: z.string(), toDate: z.string(), toTime: z.string(), note: z.string() })
  .transform((d, ctx) => {
    const from = parisInstant(d.fromDate, d.fromTime);
    const to = parisInstant(d.toDate, d.toTime);
    if (!from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'date-time' });
    if (!to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'date-time' });
    if (!from || !to) return z.NEVER;
    return { from: from.toISOString(), to: to.toISOString(), ...(d.note.trim() && { note: d.note.trim() }) };
  })
  .pipe(addUnavailability.input);

/** A native date or time input (the phone's own picker), labelled, with its error (said once per date and time pair). */
function WallField({ name, label, type, value, onChange, error, invalid }: { name: string; label: string; type: 'date' | 'time'; value: string; onChange: (v: string) => void; error?: string; invalid?: boolean }) {
  return (
    <Field.Root invalid={invalid ?? !!error} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input name={name} type={type} size="lg" value={value} onChange={(e) => onChange(e.target.value)} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function PeriodItem({ period, onRemove, busy }: { period: Period; onRemove: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation('driver');
  const text = t('away.period', { from: formatParisDateTime(period.from, i18n.language), to: formatParisDateTime(period.to, i18n.language) });
  return (
    <HStack as="li" justify="space-between" wrap="wrap" gap={3} py={2} borderBottomWidth="1px" data-testid="away-period">
      <Box>
        <Text fontWeight="medium">{text}</Text>
        {period.note && (
          <Text fontSize="sm" color="fg.muted">
            {period.note}
          </Text>
        )}
      </Box>
      <Button variant="outline" colorPalette="red" size="lg" minH="11" loading={busy} aria-label={t('away.removeOf', { period: text })} onClick={onRemove}>
        {t('away.remove')}
      </Button>
    </HStack>
  );
}

/**
 * When the driver cannot drive (holidays, an appointment): the periods as a list, each removable,
 * and a form to add one in Paris date and time. Dispatch does not offer rides in these periods.
 */
export function UnavailabilitySection({ profile }: { profile: DriverProfile }) {
  const { t } = useTranslation('driver');
  const { t: tc } = useTranslation();
  const { add, remove, keep } = useProfileChanges();
  const form = useContractForm(periodForm, emptyDraft(), { words: (message, field) => profileMessage(message, field, t) });
  const [problem, setProblem] = useState<string | null>(null);
  const removing = remove.isPending ? remove.variables?.id : null;

  async function onAdd(input: z.output<typeof periodForm>) {
    setProblem(null);
    try {
      keep(await add.mutateAsync(input));
      form.setValue('note', '');
      notify({ type: 'success', title: t('away.added') });
    } catch (err) {
      form.refuse(err, ['from', 'to', 'note']);
      setProblem(profileProblem(err, t, tc));
    }
  }

  async function onRemove(period: Period) {
    try {
      keep(await remove.mutateAsync({ id: period.id }));
      notify({ type: 'success', title: t('away.removed') });
    } catch (err) {
      notify({ type: 'error', title: profileProblem(err, t, tc) });
    }
  }

  const periods = [...profile.unavailable].sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
  return (
    <Box as="section" aria-labelledby="driver-away-heading">
      <Heading as="h2" size="lg" id="driver-away-heading" mb={2}>
        {t('away.heading')}
      </Heading>
      <Text color="fg.muted" mb={4}>
        {t('away.lead')}
      </Text>
      {periods.length === 0 ? (
        <Text mb={4}>{t('away.none')}</Text>
      ) : (
        <Stack as="ul" role="list" listStyleType="none" gap={0} m={0} p={0} mb={6}>
          {periods.map((p) => (
            <PeriodItem key={p.id} period={p} busy={removing === p.id} onRemove={() => void onRemove(p)} />
          ))}
        </Stack>
      )}
      <form ref={form.ref} onSubmit={form.submit(onAdd, () => setProblem(t('errors.checkFields')))} noValidate aria-labelledby="driver-away-add">
        <Stack gap={4} borderWidth="1px" borderRadius="lg" p={4}>
          <Heading as="h3" size="md" id="driver-away-add">
            {t('away.add')}
          </Heading>
          <SimpleGrid columns={2} gap={3}>
            <WallField type="date" label={t('away.fromDate')} {...form.bind('fromDate')} invalid={!!form.errorOf('from')} />
            <WallField type="time" label={t('away.fromTime')} {...form.bind('fromTime')} error={form.errorOf('from')} />
            <WallField type="date" label={t('away.toDate')} {...form.bind('toDate')} invalid={!!form.errorOf('to')} />
            <WallField type="time" label={t('away.toTime')} {...form.bind('toTime')} error={form.errorOf('to')} />
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            {t('away.parisTime')}
          </Text>
          <TextField label={t('away.note')} {...form.bind('note')} error={form.errorOf('note')} />
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{problem}</Alert.Description>
            </Alert.Root>
          )}
          <Button type="submit" colorPalette="brand" size="lg" minH="11" alignSelf="start" loading={add.isPending}>
            {t('away.submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
