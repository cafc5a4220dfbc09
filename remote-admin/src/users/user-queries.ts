import { getUserDetail, listUsers } from '@rides/contracts/admin-users';

/** What an admin's change to an account shows up in: the users list and the account's page. */
export const USER_QUERIES = [listUsers, getUserDetail] as const;
