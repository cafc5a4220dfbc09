import { useTranslation } from 'react-i18next';
import { Badge } from '@chakra-ui/react';
import type { RideStatus } from '@rides/contracts/ride-status';

const PALETTE: Record<RideStatus, string> = {
  unassigned: 'gray',
  assigned: 'blue',
  en_route: 'purple',
  arrived: 'purple',
  on_board: 'purple',
  completed: 'green',
  no_show_reported: 'orange',
  no_show: 'red',
  cancelled: 'red',
};

/** The ride's status in words ("Driver assigned", "Completed"); every remote shows rides with this one badge. */
export function RideStatusBadge({ status }: { status: RideStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} size="md" data-testid="ride-status">
      {t(`booking.rideStatus.${status}`)}
    </Badge>
  );
}
