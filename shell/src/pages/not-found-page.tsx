import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box textAlign="center" py={20} px={4}>
      <Heading as="h1" size="2xl" mb={3}>
        {t('notFound.title')}
      </Heading>
      <Text mb={6}>{t('notFound.body')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">{t('notFound.home')}</RouterLink>
      </Button>
    </Box>
  );
}
