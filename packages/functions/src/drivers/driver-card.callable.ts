import { HttpsError } from 'firebase-functions/v2/https';
import { getDriverCard } from '@rides/contracts/drivers';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { findDriverCard } from './driver-card.repo';

/**
 * Public (`/book/{driverId}` is opened by visitors): an approved driver's card. An unknown id and a
 * user who is not a driver get the same `not-found`, so the page says nothing about other accounts.
 */
export const getDriverCardCallable = callable(getDriverCard, 'public', async ({ driverId }) => {
  const card = await findDriverCard(db(), driverId);
  if (!card) throw new HttpsError('not-found', 'errors.not-found');
  return card;
});
