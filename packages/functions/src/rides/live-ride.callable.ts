import { getLiveRide, shareRidePosition } from '@rides/contracts/live-ride';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { liveRideOf, shareRidePositionOf } from './live-ride.service';

/** The driver's phone shares its position: role driver, and per record only the ride's own driver (the service checks). */
export const shareRidePositionCallable = callable(shareRidePosition, ['driver'], (input, { caller }) => shareRidePositionOf(db(), caller!.uid, input, new Date()));

/** The traveller's live link: public, the track token is the key (never the manage link's). */
export const getLiveRideCallable = callable(getLiveRide, 'public', (access) => liveRideOf(db(), access));
