import { useTranslation } from 'react-i18next';
import { Badge, Box, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { DispatchPlan, PlanRideView } from '@rides/contracts/dispatch-plan';
import { formatParisDate, formatParisTime } from '@rides/i18n/format';
import type { Choices } from './plan-choices';

const DONT = '';

/** Why the suggested driver, in a few words (what plan-cost.ts weighed). */
function WhyLine({ ride, lng }: { ride: PlanRideView; lng: string }) {
  const { t } = useTranslation('admin');
  const why = ride.why;
  if (!why) return <Text color="red.700">{t(`plan.noFit.${ride.noFit ?? 'no-vehicle-fits'}`)}</Text>;
  const language = new Intl.DisplayNames([lng], { type: 'language' }).of(ride.language) ?? ride.language;
  const parts = [
    why.emptyKm === null ? t('plan.why.first') : t('plan.why.emptyKm', { km: why.emptyKm, after: why.after ?? '' }),
    ride.language === 'en' ? null : t(why.speaksLanguage ? 'plan.why.speaks' : 'plan.why.noLanguage', { language }),
    why.requested ? t('plan.why.requested') : null,
    why.vanForSedan ? t('plan.why.vanForSedan') : null,
    t('plan.why.weekRides', { count: why.weekRides }),
  ].filter(Boolean);
  return <Text color="fg.muted">{parts.join(' · ')}</Text>;
}

/** Every ride of the plan with its driver (the suggestion, another who fits, or none) and why. */
export function PlanRides({ plan, choices, onChoose }: { plan: DispatchPlan; choices: Choices; onChoose: (rideId: string, driverId: string | null) => void }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const lng = i18n.language;
  const names = new Map<string, string>([...plan.drivers.map((d) => [d.id, d.name] as const), ...plan.rides.flatMap((r) => r.alternatives.map((a) => [a.id, a.name] as const))]);
  return (
    <Stack as="ul" role="list" listStyleType="none" gap={3} m={0} p={0}>
      {plan.rides.map((r) => {
        const choice = choices[r.rideId] ?? null;
        const options = [...(r.driverId ? [r.driverId] : []), ...r.alternatives.map((a) => a.id)];
        return (
          <Box as="li" key={r.rideId} borderWidth="1px" borderRadius="md" p={3} data-testid="plan-ride">
            <HStack justify="space-between" align="flex-start" wrap="wrap" gap={3}>
              <Box minW="16rem" flex="1">
                <HStack gap={2} wrap="wrap">
                  <Text fontWeight="semibold">{r.reference}</Text>
                  <Text>{t('board.pickupValue', { date: formatParisDate(r.pickupAt, lng, 'short'), time: formatParisTime(r.pickupAt, lng) })}</Text>
                  <Badge>{tc(`booking.vehicle.${r.vehicle}`)}</Badge>
                  {choice !== r.driverId && <Badge colorPalette="orange">{t(choice ? 'plan.changed' : 'plan.dropped')}</Badge>}
                </HStack>
                <Text>{t('board.routeValue', { from: r.from.name, to: r.to.name })}</Text>
                <WhyLine ride={r} lng={lng} />
              </Box>
              {options.length > 0 && (
                <Field.Root maxW="18rem">
                  <Field.Label>{t('plan.choice', { reference: r.reference })}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field value={choice ?? DONT} onChange={(e) => onChoose(r.rideId, e.target.value || null)}>
                      {options.map((id) => (
                        <option key={id} value={id}>
                          {id === r.driverId ? t('plan.suggestedDriver', { name: names.get(id) ?? id }) : (names.get(id) ?? id)}
                        </option>
                      ))}
                      <option value={DONT}>{t('plan.dontAssign')}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              )}
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
