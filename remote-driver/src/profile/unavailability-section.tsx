import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { addUnavailability, type DriverProfile } from '@rides/contracts/rides';
import { parisInstant, parisLocal } from '@rides/domain/paris-time';
import { formatParisDateTime } from '@rides/i18n/format';
import { notify } from '@rides/ui/toaster';
import { TextField } from '@rides/ui/text-field';
import { fieldErrors, focusFirstError, profileProblem, type FieldErrors } from './profile-errors';
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
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const removing = remove.isPending ? remove.variables?.id : null;

  function fail(fields: FieldErrors, message: string) {
    setErrors(fields);
    setProblem(message);
    requestAnimationFrame(() => focusFirstError(form.current));
  }

  async function onAdd(e: FormEvent) {
    e.preventDefault();
    const from = parisInstant(draft.fromDate, draft.fromTime);
    const to = parisInstant(draft.toDate, draft.toTime);
    const wrong: FieldErrors = {};
    if (!from) wrong.from = t('errors.dateTime');
    if (!to) wrong.to = t('errors.dateTime');
    if (!from || !to) return fail(wrong, t('errors.checkFields'));
    const input = { from: from.toISOString(), to: to.toISOString(), ...(draft.note.trim() && { note: draft.note.trim() }) };
    const parsed = addUnavailability.input.safeParse(input);
    if (!parsed.success) return fail(fieldErrors(parsed.error.issues, t), t('errors.checkFields'));
    setErrors({});
    setProblem(null);
    try {
      keep(await add.mutateAsync(input));
      setDraft((d) => ({ ...d, note: '' }));
      notify({ type: 'success', title: t('away.added') });
    } catch (err) {
      const p = profileProblem(err, t, tc);
      fail(p.fields, p.message);
    }
  }

  async function onRemove(period: Period) {
    try {
      keep(await remove.mutateAsync({ id: period.id }));
      notify({ type: 'success', title: t('away.removed') });
    } catch (err) {
      notify({ type: 'error', title: profileProblem(err, t, tc).message });
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
      <form ref={form} onSubmit={onAdd} noValidate aria-labelledby="driver-away-add">
        <Stack gap={4} borderWidth="1px" borderRadius="lg" p={4}>
          <Heading as="h3" size="md" id="driver-away-add">
            {t('away.add')}
          </Heading>
          <SimpleGrid columns={2} gap={3}>
            <WallField name="fromDate" type="date" label={t('away.fromDate')} value={draft.fromDate} onChange={set('fromDate')} invalid={!!errors.from} />
            <WallField name="fromTime" type="time" label={t('away.fromTime')} value={draft.fromTime} onChange={set('fromTime')} error={errors.from} />
            <WallField name="toDate" type="date" label={t('away.toDate')} value={draft.toDate} onChange={set('toDate')} invalid={!!errors.to} />
            <WallField name="toTime" type="time" label={t('away.toTime')} value={draft.toTime} onChange={set('toTime')} error={errors.to} />
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            {t('away.parisTime')}
          </Text>
          <TextField name="note" label={t('away.note')} value={draft.note} onChange={set('note')} error={errors.note} />
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
