import { exportBilling, type BillingExportInput } from '@rides/contracts/billing';
import { useOperationMutation } from '@rides/platform/query';
import { downloadText } from '@rides/ui/download';

export type BillingExport = BillingExportInput;
export interface BillingExportResult {
  fileName: string;
  rows: number;
  truncated: boolean;
}

const nameOf = (input: BillingExport) =>
  input.report === 'statements' ? `driver-statements-${input.month}.csv` : `${input.report === 'ledger' ? 'billing-ledger' : 'reconciliation'}-${input.from}-${input.to}.csv`;

/** A billing report as a CSV file (exportBilling), downloaded by the browser. */
export function useExportBilling() {
  const mutation = useOperationMutation(exportBilling);
  async function exportCsv(input: BillingExport): Promise<BillingExportResult> {
    const result = await mutation.mutateAsync(input);
    const fileName = nameOf(input);
    downloadText(result.csv, fileName);
    return { fileName, rows: result.rows, truncated: result.truncated };
  }
  return { exportCsv, isPending: mutation.isPending };
}
