import { Box, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

function Waiting({ text }: { text: string }) {
  return (
    <Box role="status" aria-live="polite" display="flex" gap={3} alignItems="center" justifyContent="center" py={16}>
      <Spinner size="md" color="brand.600" />
      <Text>{text}</Text>
    </Box>
  );
}

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
