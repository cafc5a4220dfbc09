import { useTranslation } from 'react-i18next';
import { Badge } from '@chakra-ui/react';
import type { RideStatus } from '@rides/contracts/ride-status';

/**
 * Two readings of one status: the booker's and the office's (`booking`: the ride is on its way, done or
 * lost), and the driver's (`driver`: each step of their own progress, trouble in red).
 */
const PALETTES: Record<'booking' | 'driver', Record<RideStatus, string>> = {
  booking: {
    unassigned: 'gray',
    assigned: 'blue',
    en_route: 'purple',
    arrived: 'purple',
    on_board: 'purple',
    completed: 'green',
    no_show_reported: 'orange',
    no_show: 'red',
    cancelled: 'red',
  },
  driver: {
    unassigned: 'gray',
    assigned: 'blue',
    en_route: 'purple',
    arrived: 'orange',
    on_board: 'green',
    completed: 'gray',
    no_show_reported: 'red',
    no_show: 'red',
    cancelled: 'red',
  },
};

interface Props {
  status: RideStatus;
  size?: 'md' | 'lg';
  /** Whose reading: the booker's and the office's (default), or the driver's own. */
  palette?: keyof typeof PALETTES;
  /** The words, when the app says the status in its own (the driver's "On the way"); else `booking.rideStatus`. */
  label?: string;
}

/** The ride's status in words ("Driver assigned", "Completed"), the colour only helps: every app shows rides with this one badge. */
export function RideStatusBadge({ status, size = 'md', palette = 'booking', label }: Props) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTES[palette][status]} size={size} data-testid="ride-status">
      {label ?? t(`booking.rideStatus.${status}`)}
    </Badge>
  );
}
