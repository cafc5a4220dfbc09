import { getAdminDashboard } from '@rides/contracts/admin-dashboard';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { adminDashboard } from './dashboard.service';

/** /admin: the figures and the daily series of bookings and revenue (admins only, checked on the server). */
export const getAdminDashboardCallable = callable(getAdminDashboard, ['admin'], ({ days }) => adminDashboard(db(), new Date(), days));
