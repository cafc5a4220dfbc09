import { Box, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function Waiting() {
  const { t } = useTranslation();
  return (
    <Box role="status" display="flex" justifyContent="center" py={16}>
      <Spinner size="md" color="brand.600" aria-label={t('remote.loading')} />
    </Box>
  );
}
