import { listDrivers } from '@rides/contracts/drivers';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { listDriverCards } from './drivers-list.repo';

/** Public (`/drivers` is opened by visitors): approved drivers' cards, a keyset page at a time. */
export const listDriversCallable = callable(listDrivers, 'public', ({ after }) => listDriverCards(db(), after));
