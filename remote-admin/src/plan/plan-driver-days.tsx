import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { DispatchPlan, PlanDriverView } from '@rides/contracts/dispatch-plan';
import { formatParisTime } from '@rides/i18n/format';
import type { Choices } from './plan-choices';

/** One driver's day as suggested: each ride with the gap and empty kilometres before it; the admin's changes marked. */
function DriverDay({ driver, choices }: { driver: PlanDriverView; choices: Choices }) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const lng = i18n.language;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={3} data-testid="plan-driver">
      <Heading as="h4" size="sm" id={headingId}>
        {driver.name}
      </Heading>
      <Text color="fg.muted" mb={2}>
        {t('plan.driverSummary', { count: driver.stops.filter((s) => s.suggested).length, km: driver.emptyKm, week: driver.weekRides })}
      </Text>
      <Stack as="ol" gap={2} m={0} pl={0} listStyleType="none">
        {driver.stops.map((s) => {
          const moved = s.suggested && choices[s.rideId] !== driver.id;
          return (
            <Box as="li" key={s.rideId} opacity={moved ? 0.6 : 1}>
              {s.gapMinutes !== null && (
                <Text fontSize="sm" color="fg.muted">
                  {t('plan.gap', { minutes: s.gapMinutes, km: s.emptyKm ?? 0 })}
                </Text>
              )}
              <HStack gap={2} wrap="wrap">
                <Text textDecoration={moved ? 'line-through' : undefined}>
                  {t('plan.stop', { time: formatParisTime(s.pickupAt, lng), reference: s.reference, from: s.from, to: s.to })}
                </Text>
                {!s.suggested && <Badge>{t('plan.held')}</Badge>}
                {moved && <Badge colorPalette="orange">{t(choices[s.rideId] ? 'plan.changed' : 'plan.dropped')}</Badge>}
              </HStack>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/** The drivers with a suggested ride, each with the day's sequence. */
export function PlanDriverDays({ plan, choices }: { plan: DispatchPlan; choices: Choices }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
      {plan.drivers.map((d) => (
        <DriverDay key={d.id} driver={d} choices={choices} />
      ))}
    </SimpleGrid>
  );
}
