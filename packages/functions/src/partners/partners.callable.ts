import { exportPartnerCommissions, getPartnerDashboard, getPartnerStatement, listPartnerBookings, listPartnerCommissions, setPartnerPayout, updatePartner } from '@rides/contracts/partners';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { changePartner, commissionRows, partnerBookings, partnerDashboard, setPayout } from './partners.service';
import { commissionsCsv, partnerStatement } from './statements';

const PARTNER = ['partner'] as const;
const ADMIN = ['admin'] as const;

export const getPartnerDashboardCallable = callable(getPartnerDashboard, PARTNER, (_, { caller }) => partnerDashboard(db(), caller!, new Date()));
export const listPartnerBookingsCallable = callable(listPartnerBookings, PARTNER, (input, { caller }) => partnerBookings(db(), caller!, input, new Date()));
export const getPartnerStatementCallable = callable(getPartnerStatement, PARTNER, (input, { caller }) => partnerStatement(db(), caller!, input, new Date()));

export const listPartnerCommissionsCallable = callable(listPartnerCommissions, ADMIN, (input) => commissionRows(db(), input, new Date()));
export const exportPartnerCommissionsCallable = callable(exportPartnerCommissions, ADMIN, async (input) => {
  const { rows } = await commissionRows(db(), input, new Date());
  return { csv: commissionsCsv(rows), rows: rows.length };
});
export const setPartnerPayoutCallable = callable(setPartnerPayout, ADMIN, (input, { caller }) => setPayout(db(), caller!, input, new Date()));
export const updatePartnerCallable = callable(updatePartner, ADMIN, (input) => changePartner(db(), input));
