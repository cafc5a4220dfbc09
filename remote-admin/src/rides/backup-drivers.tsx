import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, List, Text } from '@chakra-ui/react';
import type { BoardRide } from '@rides/contracts/rides';
import { LATE_START_ALERT_MINUTES } from '@rides/domain/punctuality';
import { Waiting } from '@rides/ui/waiting';
import { useCandidates } from './use-candidates';

/**
 * A ride at risk (issue [K] 4: its driver has not set off 60 minutes before pickup): what to do, and
 * the backup drivers free for its window (the assign dialog's ranked candidates, those that fit, not
 * the current driver). `onChoose` opens the driver picker on the ride, when the ride may be (re)assigned.
 */
export function BackupDrivers({ ride, onChoose }: { ride: BoardRide; onChoose?: () => void }) {
  const { t } = useTranslation('admin');
  const listId = useId();
  const candidates = useCandidates(ride.id);
  const free = (candidates.data ?? []).filter((c) => c.problems.length === 0 && c.id !== ride.driver?.id);
  return (
    <Alert.Root status="warning" mt={3} alignItems="start" data-testid="backup-drivers">
      <Alert.Indicator />
      <Alert.Content gap={2}>
        <Alert.Description>{t('board.atRiskNote', { minutes: LATE_START_ALERT_MINUTES })}</Alert.Description>
        {candidates.isPending ? (
          <Waiting text={t('board.backupLoading')} compact />
        ) : candidates.isError ? (
          <Text fontSize="sm">{t('board.backupFailed')}</Text>
        ) : free.length === 0 ? (
          <Text fontSize="sm">{t('board.backupNone')}</Text>
        ) : (
          <>
            <Text fontSize="sm" fontWeight="semibold" id={listId}>
              {t('board.backupList')}
            </Text>
            <List.Root aria-labelledby={listId} fontSize="sm" ps={4}>
              {free.map((c) => (
                <List.Item key={c.id}>{c.phone ? `${c.name} · ${c.phone}` : c.name}</List.Item>
              ))}
            </List.Root>
          </>
        )}
        {onChoose && (
          <Button size="xs" colorPalette="orange" alignSelf="start" aria-label={t('board.chooseBackupFor', { reference: ride.reference })} onClick={onChoose}>
            {t('board.chooseBackup')}
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
