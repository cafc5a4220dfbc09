import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { DispatchPlan, PlanDriverView } from '@rides/contracts/dispatch-plan';
import { formatParisTime } from '@rides/i18n/format';
import type { Choices } from './plan-choices';

type Stop = PlanDriverView['stops'][number] & { change: 'dropped' | 'moved' | 'added' | null };

/**
 * A driver's day as it stands with the admin's choices: the rides held and suggested (a suggestion
 * given to someone else or dropped is struck through), and the rides the admin gave this driver
 * (marked Added; the server measured gaps and empty km for the suggestion only). After a break of
 * over 3 hours only the gap shows: where the driver comes from then is not on file.
 */
function stopsOf(driver: PlanDriverView, plan: DispatchPlan, choices: Choices): Stop[] {
  const own: Stop[] = driver.stops.map((s) => {
    const choice = choices[s.rideId];
    return { ...s, change: !s.suggested || choice === driver.id ? null : choice ? 'moved' : 'dropped' };
  });
  const added: Stop[] = plan.rides
    .filter((r) => choices[r.rideId] === driver.id && r.driverId !== driver.id)
    .map((r) => ({ rideId: r.rideId, reference: r.reference, pickupAt: r.pickupAt, dropoffAt: r.dropoffAt, from: r.from.name, to: r.to.name, suggested: true, gapMinutes: null, emptyKm: null, change: 'added' }));
  return [...own, ...added].sort((a, b) => a.pickupAt.localeCompare(b.pickupAt));
}

function DriverDay({ driver, plan, choices }: { driver: PlanDriverView; plan: DispatchPlan; choices: Choices }) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const lng = i18n.language;
  const stops = stopsOf(driver, plan, choices);
  const count = stops.filter((s) => s.suggested && (s.change === null || s.change === 'added')).length;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={3} data-testid="plan-driver">
      <Heading as="h4" size="sm" id={headingId}>
        {driver.name}
      </Heading>
      <Text color="fg.muted" mb={2}>
        {t('plan.driverSummary', { count, km: driver.emptyKm, week: driver.weekRides })}
      </Text>
      <Stack as="ol" gap={2} m={0} pl={0} listStyleType="none">
        {stops.map((s) => {
          const gone = s.change === 'moved' || s.change === 'dropped';
          return (
            <Box as="li" key={s.rideId} opacity={gone ? 0.6 : 1}>
              {s.gapMinutes !== null && s.change === null && (
                <Text fontSize="sm" color="fg.muted">
                  {s.emptyKm === null ? t('plan.gapOnly', { minutes: s.gapMinutes }) : t('plan.gap', { minutes: s.gapMinutes, km: s.emptyKm })}
                </Text>
              )}
              <HStack gap={2} wrap="wrap">
                <Text textDecoration={gone ? 'line-through' : undefined}>
                  {t('plan.stop', { time: formatParisTime(s.pickupAt, lng), reference: s.reference, from: s.from, to: s.to })}
                </Text>
                {!s.suggested && <Badge>{t('plan.held')}</Badge>}
                {s.change && <Badge colorPalette="orange">{t(s.change === 'added' ? 'plan.added' : s.change === 'moved' ? 'plan.changed' : 'plan.dropped')}</Badge>}
              </HStack>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/** The drivers with a suggested ride, each with the day's sequence as the admin's choices leave it. */
export function PlanDriverDays({ plan, choices }: { plan: DispatchPlan; choices: Choices }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
      {plan.drivers.map((d) => (
        <DriverDay key={d.id} driver={d} plan={plan} choices={choices} />
      ))}
    </SimpleGrid>
  );
}
