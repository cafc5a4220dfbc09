import { useTranslation } from 'react-i18next';
import { Badge } from '@chakra-ui/react';
import type { RideStatus } from '@rides/contracts/ride-status';

const PALETTE: Record<RideStatus, string> = {
  unassigned: 'orange',
  assigned: 'blue',
  en_route: 'cyan',
  arrived: 'teal',
  on_board: 'purple',
  completed: 'green',
  no_show_reported: 'orange',
  no_show: 'red',
  cancelled: 'gray',
};

/** The ride's status in words (the admin namespace keeps the ride status labels); colour only helps. */
export function RideStatusBadge({ status }: { status: RideStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge colorPalette={PALETTE[status]} variant="outline" data-testid="ride-status">
      {t(`rideStatus.${status}`)}
    </Badge>
  );
}
