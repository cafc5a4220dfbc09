import { getAdminDashboard } from '@rides/contracts/admin-dashboard';
import { keepPreviousData } from '@tanstack/react-query';
import { useOperationQuery } from '@rides/platform/query';

export type ChartDays = 30 | 90;

/** The dashboard's figures and its daily series of the last 30 or 90 Paris days (getAdminDashboard). */
export const useAdminDashboard = (days: ChartDays) => useOperationQuery(getAdminDashboard, { days }, { placeholderData: keepPreviousData });
