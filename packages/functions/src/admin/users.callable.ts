import { getUserDetail, listUsers, setUserDisabled, setUserRoles } from '@rides/contracts/admin-users';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { firebaseClaims } from '../roles/claims';
import { firebaseAccountAuth } from './account-auth';
import { changeRoles, setDisabled, userList, userPage, type UserAdminDeps } from './users.service';

/** Admin only (SPEC 6): checked from the verified token's roles on every call. */
const ADMIN = ['admin'] as const;
const deps = (): UserAdminDeps => ({ db: db(), claims: firebaseClaims, auth: firebaseAccountAuth, now: () => new Date() });

export const listUsersCallable = callable(listUsers, ADMIN, (input) => userList(db(), input));

export const getUserDetailCallable = callable(getUserDetail, ADMIN, ({ userId }) => userPage(db(), userId));

export const setUserRolesCallable = callable(setUserRoles, ADMIN, (input) => changeRoles(deps(), input));

export const setUserDisabledCallable = callable(setUserDisabled, ADMIN, (input, { caller }) => setDisabled(deps(), caller!, input));
