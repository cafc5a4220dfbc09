import { useTranslation } from 'react-i18next';
import { Badge } from '@chakra-ui/react';
import type { RideStatus } from '@rides/contracts/ride-status';

const PALETTE: Record<RideStatus, string> = {
  unassigned: 'gray',
  assigned: 'blue',
  en_route: 'purple',
  arrived: 'orange',
  on_board: 'green',
  completed: 'gray',
  no_show_reported: 'red',
  no_show: 'red',
  cancelled: 'red',
};

/** The ride's status in words (the colour only helps); `md` in compact lists. */
export function RideStatusBadge({ status, size = 'lg' }: { status: RideStatus; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('driver');
  return (
    <Badge colorPalette={PALETTE[status]} size={size} data-testid="ride-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
