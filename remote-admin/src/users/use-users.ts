import { listUsers, type UserFilters } from '@rides/contracts/admin-users';
import { useOperationPages } from '@rides/platform/query';

export const USERS_PAGE_SIZE = 50;

/**
 * The accounts matching the filters (listUsers), newest first, a page at a time: "Load more" asks for
 * the page after the last one's `next` cursor (keyset). Keyed under the operation's name, so a role
 * change or a disabled account (which invalidate listUsers) reaches it.
 */
export const useUsers = (filters: UserFilters) => useOperationPages(listUsers, { filters, limit: USERS_PAGE_SIZE });
