import { getMyRoles as op } from '@rides/contracts/roles';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { firebaseClaims } from './claims';
import { getMyRoles } from './roles.service';

export const getMyRolesCallable = callable(op, 'signedIn', (_input, { caller }) => getMyRoles(db(), firebaseClaims, caller!));
