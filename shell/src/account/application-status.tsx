import { useTranslation } from 'react-i18next';
import { Badge, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ApplicationSummary } from '@rides/contracts/account';
import { formatParisDate } from '@rides/i18n/format';

const palette = { pending: 'orange', approved: 'green', rejected: 'red' } as const;

/** The person's driver and partner applications with their state: pending until an admin decides. */
export function ApplicationStatus({ applications }: { applications: ApplicationSummary[] }) {
  const { t, i18n } = useTranslation('account');
  if (applications.length === 0) return null;
  return (
    <Stack as="section" gap={3} aria-labelledby="applications-heading">
      <Heading as="h2" size="lg" id="applications-heading">
        {t('status.title')}
      </Heading>
      <List.Root variant="plain" gap={2}>
        {applications.map((a) => (
          <List.Item key={`${a.kind}-${a.submittedAt}`} display="flex" gap={3} alignItems="center" flexWrap="wrap">
            <Text fontWeight="semibold">{t(`status.${a.kind}`)}</Text>
            <Badge colorPalette={palette[a.status]}>{t(`status.${a.status}`)}</Badge>
            <Text color="fg.muted" fontSize="sm">
              {t('status.submitted', { date: formatParisDate(a.submittedAt, i18n.language) })}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
