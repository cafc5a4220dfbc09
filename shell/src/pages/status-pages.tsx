import { useTranslation } from 'react-i18next';
import { Waiting } from '@rides/ui/waiting';

/** SPEC 2: shown by a guard while it checks the session. */
export function Verifying() {
  const { t } = useTranslation();
  return <Waiting text={t('guard.verifying')} />;
}

/** SPEC 2: shown by /dashboard while it resolves where to go. */
export function LoadingDashboard() {
  const { t } = useTranslation();
  return <Waiting text={t('dashboard.loading')} />;
}
