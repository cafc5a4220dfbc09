import { exportAllRequests, type RequestFilters } from '@rides/contracts/ride-requests';
import { parisLocal } from '@rides/domain/paris-time';
import { useOperationMutation } from '@rides/platform/query';
import { downloadText } from '@rides/ui/download';

export interface ExportResult {
  fileName: string;
  rows: number;
  /** More rows matched than one export holds (CSV_EXPORT_MAX_ROWS). */
  truncated: boolean;
}

/** The requests matching the filters as a CSV file (exportAllRequests), named by today's Paris date. */
export function useExportRequests() {
  const mutation = useOperationMutation(exportAllRequests);
  async function exportCsv(filters: RequestFilters): Promise<ExportResult> {
    const result = await mutation.mutateAsync({ filters });
    const fileName = `all-requests-${parisLocal(new Date()).date}.csv`;
    downloadText(result.csv, fileName);
    return { fileName, rows: result.rows, truncated: result.truncated };
  }
  return { exportCsv, isPending: mutation.isPending };
}
