import { exportPartnerCommissions, listPartnerCommissions, setPartnerPayout, updatePartner } from '@rides/contracts/partners';
import { useOperationMutation, useOperationQuery } from '@rides/platform/query';

export interface MonthRange {
  from: string;
  to: string;
}

/** Partners' months in the range (listPartnerCommissions) and the partners themselves. */
export const useCommissions = (range: MonthRange) => useOperationQuery(listPartnerCommissions, range);

/** Approve or pay a month, change a partner: the commissions list is read again after each. */
export const useSetPayout = () => useOperationMutation(setPartnerPayout, { invalidates: [listPartnerCommissions] });
export const useUpdatePartner = () => useOperationMutation(updatePartner, { invalidates: [listPartnerCommissions] });
export const useExportCommissions = () => useOperationMutation(exportPartnerCommissions);
