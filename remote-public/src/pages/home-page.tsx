import { Box, Button, Heading, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

const CLAIMS = ['drivers', 'reviews', 'fixed', 'flight', 'france', 'support'] as const;

/** Home hero (SPEC 2). The booking form arrives with issue [C] and takes the #booking anchor. */
export default function HomePage() {
  const { t } = useTranslation('public');
  return (
    <>
      {/* #booking: the skip link's target; the booking form (issue [C]) goes here. */}
      <Box id="booking" tabIndex={-1} bg="brand.50" px={{ base: 4, md: 8 }} py={{ base: 10, md: 16 }}>
        <Box maxW="5xl" mx="auto">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="brand.900" mb={4}>
            {t('home.title')}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.800" maxW="3xl" mb={6}>
            {t('home.lead')}
          </Text>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/pricing">{t('home.cta')}</RouterLink>
          </Button>
        </Box>
      </Box>
      <Box px={{ base: 4, md: 8 }} py={10}>
        <Box maxW="5xl" mx="auto">
          <Heading as="h2" size="xl" mb={4}>
            {t('home.claimsLabel')}
          </Heading>
          <List.Root gap={2} ps={5}>
            {CLAIMS.map((c) => (
              <List.Item key={c}>{t(`home.claims.${c}`)}</List.Item>
            ))}
          </List.Root>
          <Text mt={6} color="fg.muted">
            {t('home.tours')}
          </Text>
        </Box>
      </Box>
    </>
  );
}
