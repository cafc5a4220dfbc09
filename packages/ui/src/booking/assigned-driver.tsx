import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, DataList, Heading, Link } from '@chakra-ui/react';
import type { AssignedDriver as Driver } from '@rides/contracts/ride-view';

/** SPEC 1: once a driver is assigned, the booker sees who is coming: first name, phone to call, the car to look for. */
export function AssignedDriver({ driver }: { driver: Driver }) {
  const { t } = useTranslation();
  const headingId = useId();
  const v = driver.vehicle;
  const car = v ? [v.colour, v.make, v.model].filter(Boolean).join(' ') : null;
  return (
    <Box as="section" aria-labelledby={headingId} data-testid="assigned-driver">
      <Heading as="h3" size="sm" mb={1} id={headingId}>
        {t('booking.driver.heading')}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t('booking.driver.name')}</DataList.ItemLabel>
          <DataList.ItemValue>{driver.firstName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('booking.driver.phone')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Link href={`tel:${driver.phone}`} color="brand.fg" textDecoration="underline">
              {driver.phone}
            </Link>
          </DataList.ItemValue>
        </DataList.Item>
        {car && v && (
          <DataList.Item>
            <DataList.ItemLabel>{t('booking.driver.vehicle')}</DataList.ItemLabel>
            <DataList.ItemValue>{t('booking.driver.vehicleValue', { car, plate: v.plate })}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
    </Box>
  );
}
