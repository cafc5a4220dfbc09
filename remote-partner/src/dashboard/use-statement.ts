import { useTranslation } from 'react-i18next';
import { getPartnerStatement } from '@rides/contracts/partners';
import type { Language } from '@rides/contracts/languages';
import { useOperationMutation } from '@rides/platform/query';
import { downloadBase64, downloadText } from '@rides/ui/download';
import { notify } from '@rides/ui/toaster';

/** Downloads a month's statement: CSV (one line per booking) or PDF in the partner's language. */
export function useStatement() {
  const { t, i18n } = useTranslation('partner');
  const mutation = useOperationMutation(getPartnerStatement);
  const download = (month: string, format: 'csv' | 'pdf') =>
    mutation.mutate(
      { month, format, language: (i18n.resolvedLanguage ?? 'en') as Language },
      {
        onSuccess: (s) => (s.base64 ? downloadBase64(s.base64, s.filename, s.contentType) : downloadText(s.text ?? '', s.filename, s.contentType)),
        onError: () => notify({ type: 'error', title: t('statement.failed') }),
      },
    );
  return { download, pending: mutation.isPending ? mutation.variables : undefined };
}
