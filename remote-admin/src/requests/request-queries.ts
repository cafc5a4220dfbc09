import { listChangeRequests } from '@rides/contracts/self-service';
import { RIDE_QUERIES } from '../rides/ride-queries';

/**
 * What an admin's decision on a booking shows up in: the board, all requests, the request's detail
 * (booking, refunds, changes) and the open change requests. A cancel or an answered request changes
 * all of them, so they are read again after either.
 */
export const BOOKING_QUERIES = [...RIDE_QUERIES, listChangeRequests] as const;
