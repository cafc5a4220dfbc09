import { useEffect } from 'react';
import { getMyAccount } from '@rides/contracts/account';
import { useOperationQuery } from '@rides/platform/query';
import { useSession } from '@rides/platform/session';
import type { BookingDraft } from '../draft';

/**
 * Signed in, the booker is the account holder: their name, e-mail and phone (from the profile) fill
 * the booker fields that are still empty. What the person typed is never replaced, and every field
 * can still be changed (booking with another phone for this trip, say).
 */
export function useAccountAsBooker(draft: BookingDraft, change: (patch: Partial<BookingDraft>) => void): void {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const { data: account } = useOperationQuery(getMyAccount, {}, { enabled: signedIn });
  const email = account?.email ?? (signedIn ? session.user?.email : null) ?? '';
  const name = account?.fullName ?? '';
  const phone = account?.phone ?? '';
  useEffect(() => {
    const { booker } = draft;
    const filled = { name: booker.name || name, email: booker.email || email, phone: booker.phone || phone };
    if (filled.name !== booker.name || filled.email !== booker.email || filled.phone !== booker.phone) change({ booker: filled });
    // Runs when the account's facts arrive, not on every keystroke: a field emptied on purpose stays empty.
  }, [name, email, phone]);
}
