import { useTranslation } from 'react-i18next';
import { SimpleGrid, Stat } from '@chakra-ui/react';
import type { SessionAnalytics } from '@rides/contracts/session-analytics';
import { localeOf } from '@rides/i18n/format';

/** The headline figures of the range: the sign-in success ratio, sign-ins, and the refusals an admin watches. */
export function AnalyticsSummary({ a }: { a: SessionAnalytics }) {
  const { t, i18n } = useTranslation('admin');
  const percent = new Intl.NumberFormat(localeOf(i18n.language), { style: 'percent', maximumFractionDigits: 1 });
  const stats: ['ratio' | 'failures' | 'rateLimit' | 'bot' | 'unauthorized', string, string?][] = [
    [
      'ratio',
      a.signIns.successRatio === null ? t('analytics.summary.noAttempts') : percent.format(a.signIns.successRatio),
      t('analytics.summary.ratioHelp', { successes: a.signIns.successes, attempts: a.signIns.successes + a.signIns.failures + a.signIns.refused }),
    ],
    ['failures', String(a.signIns.failures)],
    ['rateLimit', String(a.totals.rate_limit_exceeded ?? 0)],
    ['bot', String(a.totals.bot_detected ?? 0)],
    ['unauthorized', String(a.totals.unauthorized_role_access ?? 0)],
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 5 }} gap={3} m={0}>
      {stats.map(([id, value, help]) => (
        <Stat.Root key={id} borderWidth="1px" borderRadius="lg" p={3} data-testid={`stat-${id}`}>
          <Stat.Label as="dt">{t(`analytics.summary.${id}`)}</Stat.Label>
          <Stat.ValueText as="dd" m={0}>
            {value}
          </Stat.ValueText>
          {help && <Stat.HelpText>{help}</Stat.HelpText>}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
