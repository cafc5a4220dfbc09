import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { BILLING_CSV_MAX_ROWS } from '@rides/contracts/billing';
import { localeOf } from '@rides/i18n/format';
import { refusalMessage } from '@rides/platform/refusal';
import { useExportBilling, type BillingExport, type BillingExportResult } from './use-export-billing';

type State = { status: 'done'; result: BillingExportResult } | { status: 'failed'; message: string } | null;

/** "Download CSV" for one report, and what came of it (rows, a cut, a failure) announced politely. */
export function ExportButton({ input, disabled }: { input: BillingExport; disabled?: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const exporter = useExportBilling();
  const [state, setState] = useState<State>(null);
  async function run() {
    setState(null);
    try {
      setState({ status: 'done', result: await exporter.exportCsv(input) });
    } catch (e) {
      setState({ status: 'failed', message: refusalMessage(e, tc) });
    }
  }
  return (
    <Stack gap={2} align="flex-end">
      <Button variant="outline" colorPalette="brand" onClick={() => void run()} loading={exporter.isPending} disabled={disabled}>
        {t('billing.export.button')}
      </Button>
      {state?.status === 'done' && (
        <Alert.Root status={state.result.truncated ? 'warning' : 'success'} role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('billing.export.done', { count: state.result.rows, file: state.result.fileName })}</Alert.Title>
            {state.result.truncated && <Alert.Description>{t('billing.export.truncated', { max: new Intl.NumberFormat(localeOf(i18n.language)).format(BILLING_CSV_MAX_ROWS) })}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
      {state?.status === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('billing.export.failed', { message: state.message })}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
