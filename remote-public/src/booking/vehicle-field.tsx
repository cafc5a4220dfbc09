import { useTranslation } from 'react-i18next';
import { Alert, Box, Button } from '@chakra-ui/react';
import type { Tariff, Vehicle } from '@rides/contracts/pricing';
import { ChoiceCards } from './choice-cards';

const VEHICLES: readonly Vehicle[] = ['sedan', 'van'];

interface Props {
  value: Vehicle;
  onChange: (vehicle: Vehicle) => void;
  tariff: Tariff | null;
  /** Why the party does not fit the chosen vehicle, already translated. */
  problem?: string;
  /** The van takes the party: offer it in one click (with its price when known). */
  suggestVan: boolean;
  vanPrice?: string;
}

/** Sedan or van (SPEC 3), each with what it carries; when the party does not fit, the van in one click. */
export function VehicleField({ value, onChange, tariff, problem, suggestVan, vanPrice }: Props) {
  const { t } = useTranslation('public');
  const choices = VEHICLES.map((v) => ({
    value: v,
    label: t(`booking.vehicle.${v}`),
    description: tariff ? t('booking.vehicle.capacity', { passengers: tariff.capacity[v].passengers, luggage: tariff.capacity[v].luggage }) : '\u00a0',
  }));
  return (
    <Box>
      <ChoiceCards name="vehicle" legend={t('booking.vehicle.legend')} choices={choices} value={value} onChange={onChange} />
      {problem && (
        <Alert.Root status="warning" mt={3}>
          <Alert.Indicator />
          <Alert.Content>
            {/* Continue's focus lands on the way out: the switch when there is one, else the message. */}
            <Alert.Description data-field-problem={suggestVan ? undefined : ''} tabIndex={-1}>
              {problem} {suggestVan && t('booking.vehicle.vanFits')}
            </Alert.Description>
            {suggestVan && (
              <Button mt={2} size="sm" colorPalette="brand" data-field-problem="" onClick={() => onChange('van')}>
                {vanPrice ? t('booking.vehicle.switchWithPrice', { price: vanPrice }) : t('booking.vehicle.switch')}
              </Button>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
