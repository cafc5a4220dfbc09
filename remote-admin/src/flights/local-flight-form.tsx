import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { FLIGHT_STATES, listLocalFlights, setLocalFlight, type FlightStateName, type FollowedFlight } from '@rides/contracts/flights';
import { parisInstant, parisLocal } from '@rides/domain/paris-time';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { useOperationMutation } from '@rides/platform/query';
import { refusalMessage } from '@rides/platform/refusal';
import { TextField } from '@rides/ui/text-field';
import { notify } from '@rides/ui/toaster';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const dayAround = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A Paris wall time as the instant closest to `near` (the day before, the day itself or the day after):
 * a landing at 00:30 for a flight due at 23:40 is the next day, not 23 hours earlier.
 */
function nearestInstant(date: string, hhmm: string, near: Date): Date | null {
  const candidates = [-1, 0, 1].map((d) => parisInstant(dayAround(date, d), hhmm)).filter((d): d is Date => d !== null);
  return candidates.sort((a, b) => Math.abs(a.getTime() - near.getTime()) - Math.abs(b.getTime() - near.getTime()))[0] ?? null;
}
const timeOf = (iso: string | null | undefined): string => (iso ? parisLocal(new Date(iso)).time : '');

/** Paris times (HH:MM), the scheduled one required; a diverted flight names its airport (3 letters). */
const optionalTime = z.string().refine((v) => !v || HHMM.test(v), 'flights.form.timeInvalid');
const flightForm = z
  .object({ state: z.enum(FLIGHT_STATES), scheduled: z.string().regex(HHMM, 'flights.form.timeInvalid'), estimated: optionalTime, actual: optionalTime, divertedTo: z.string() })
  .superRefine((v, ctx) => {
    if (v.state === 'diverted' && !/^[A-Za-z]{3}$/.test(v.divertedTo.trim())) ctx.addIssue({ code: 'custom', path: ['divertedTo'], message: 'flights.form.airportInvalid' });
  });
type Values = z.output<typeof flightForm>;

function initial(f: FollowedFlight): Values {
  const src = f.local;
  return {
    state: src?.state ?? 'scheduled',
    // A flight not yet on the board starts at the booked pickup: the gap the booker chose is then 0.
    scheduled: timeOf(src?.scheduledArrival ?? f.scheduledArrival ?? f.pickupAt),
    estimated: timeOf(src?.estimatedArrival),
    actual: timeOf(src?.actualArrival),
    divertedTo: src?.divertedTo ?? '',
  };
}

/**
 * The LOCAL flight board's form for one flight (local mode only): its state and times (Paris, HH:MM,
 * on the flight's arrival date). Saving re-checks the pickups that follow the flight at once.
 */
export function LocalFlightForm({ flight, onDone }: { flight: FollowedFlight; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const form = useContractForm(flightForm, initial(flight), {
    words: (key) => (key === 'flights.form.airportInvalid' ? t('flights.form.airportInvalid') : t('flights.form.timeInvalid')),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []); // the form replaces the button that opened it
  const save = useOperationMutation(setLocalFlight, { invalidates: [listLocalFlights] });
  const state = form.bind('state');

  async function submit(v: Values) {
    setProblem(null);
    // The scheduled landing is the one closest to the pickup; the others, closest to the scheduled one.
    const scheduled = nearestInstant(flight.arrivalDate, v.scheduled, new Date(flight.pickupAt))!;
    const near = (hhmm: string) => (hhmm ? (nearestInstant(flight.arrivalDate, hhmm, scheduled)?.toISOString() ?? null) : null);
    try {
      await save.mutateAsync({
        flightNumber: flight.flightNumber,
        arrivalDate: flight.arrivalDate,
        state: v.state,
        scheduledArrival: scheduled.toISOString(),
        estimatedArrival: near(v.estimated),
        actualArrival: near(v.actual),
        divertedTo: v.state === 'diverted' ? v.divertedTo.trim().toUpperCase() : null,
      });
      notify({ type: 'success', title: t('flights.form.saved', { flight: flight.flightNumber }) });
      onDone();
    } catch (error) {
      setProblem(refusalMessage(error, tc));
    }
  }

  return (
    <form ref={form.ref} onSubmit={form.submit(submit, () => setProblem(null))} noValidate aria-label={t('flights.form.title', { flight: flight.flightNumber })}>
      <Stack gap={3}>
        <Field.Root>
          <Field.Label>{t('flights.form.state')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field ref={first} name={state.name} value={state.value} onChange={(e) => state.onChange(e.target.value as FlightStateName)}>
              {FLIGHT_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`flights.state.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack gap={3} align="start" flexWrap="wrap">
          <TextField label={t('flights.form.scheduled')} hint={t('flights.form.timeHint')} {...form.bind('scheduled')} error={form.errorOf('scheduled')} required />
          <TextField label={t('flights.form.estimated')} hint={t('flights.form.timeHint')} {...form.bind('estimated')} error={form.errorOf('estimated')} />
          <TextField label={t('flights.form.actual')} hint={t('flights.form.timeHint')} {...form.bind('actual')} error={form.errorOf('actual')} />
          {state.value === 'diverted' && <TextField label={t('flights.form.divertedTo')} {...form.bind('divertedTo')} error={form.errorOf('divertedTo')} required />}
        </HStack>
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Root>
        )}
        <HStack gap={2}>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {t('flights.form.save')}
          </Button>
          <Button variant="outline" onClick={onDone}>
            {t('flights.form.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
