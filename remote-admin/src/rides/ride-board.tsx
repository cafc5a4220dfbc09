import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Box, Button, Grid, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { BoardRide, BoardScope } from '@rides/contracts/rides';
import { notify } from '@rides/ui/toaster';
import { Waiting } from '@rides/ui/waiting';
import { BackupDrivers } from './backup-drivers';
import { ConfirmDialog } from './confirm-dialog';
import { DriverPicker } from './driver-picker';
import type { PickupGroup } from '@rides/domain/pickup-groups';
import { RideCard } from './ride-card';
import { rideRefusalText } from './ride-refusal';
import { useAdminRideAction } from './use-admin-ride-action';
import { atCap, useRideBoard, type Board } from './use-ride-board';

function GroupSection({ group, count, loaded, children }: { group: PickupGroup; count: number; loaded: boolean; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} data-testid={`group-${group}`}>
      <HStack mb={3} gap={3}>
        <Heading as="h2" size="lg" id={headingId} color={group === 'overdue' ? 'red.700' : undefined}>
          {t(`board.group.${group}`)}
        </Heading>
        <Badge colorPalette={group === 'overdue' ? 'red' : 'gray'}>
          <span aria-hidden="true">{atCap(count) ? t('board.atLeast', { count }) : count}</span>
          <VisuallyHidden>{t(atCap(count) ? 'board.groupCountAtLeast' : 'board.groupCount', { count })}</VisuallyHidden>
        </Badge>
      </HStack>
      {loaded ? (
        <Stack as="ul" role="list" listStyleType="none" gap={4} m={0} p={0}>
          {children}
        </Stack>
      ) : (
        <Text color="fg.muted">{t('board.groupNotLoaded')}</Text>
      )}
    </Box>
  );
}

/**
 * How many rides are shown of the side's total once there is more than one page, and while there are
 * more, the button that shows the next page. When the last page arrives the button goes, so the focus
 * goes to the list (`onAllShown`) rather than to the page's top.
 */
function MorePages({ query, board, onAllShown }: { query: ReturnType<typeof useRideBoard>['query']; board: Board; onAllShown: () => void }) {
  const { t } = useTranslation('admin');
  const paged = (query.data?.pages.length ?? 0) > 1;
  if (!query.hasNextPage && !paged) return null;
  const shown = board.rides.length;
  async function showMore() {
    const next = await query.fetchNextPage();
    if (!next.isError && !next.hasNextPage) onAllShown();
  }
  return (
    <Stack gap={3} align="start">
      <Text role="status" color="fg.muted">
        {query.hasNextPage ? t('board.shownOf', { shown, total: board.totalAtLeast ? t('board.atLeast', { count: board.total }) : board.total }) : t('board.allShown', { count: shown })}
      </Text>
      {query.isFetchNextPageError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('board.moreFailed')}</Alert.Description>
        </Alert.Root>
      )}
      {query.hasNextPage && (
        <Button variant="outline" onClick={() => void showMore()} loading={query.isFetchingNextPage}>
          {t('board.showMore')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * One side of the assignment board. `unassigned`: confirmed rides without a driver, by pickup
 * (Overdue, Today, Tomorrow, Later), each headed by its count of every ride, shown or not, 50 at a time;
 * choosing one opens its ranked drivers. `assigned`: upcoming rides
 * with a driver, which can be reassigned (the same picker, with a reason) or unassigned (a reason),
 * each only while the ride's `allowedActions` say the server would accept it.
 */
export function RideBoard({ scope }: { scope: BoardScope }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { query, board } = useRideBoard(scope);
  const action = useAdminRideAction();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [unassigning, setUnassigning] = useState<BoardRide | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const pickerId = `${scope}-drivers`;
  const buttonId = (ride: BoardRide) => `${scope}-pick-${ride.id}`;

  const rides = board?.rides ?? [];
  // Only what the server allows now is offered (allowedActions, from the lifecycle table): a ride on its
  // way to the pickup can still be reassigned, one whose driver has arrived cannot.
  const canPick = (r: BoardRide) => scope === 'unassigned' || r.allowedActions.includes('reassign');
  const canUnassign = (r: BoardRide) => scope === 'assigned' && r.allowedActions.includes('unassign');
  // A ride that left the board (assigned, unassigned, cancelled elsewhere) or moved on so it can no
  // longer be reassigned (seen on the next refresh) closes its picker.
  const selected = rides.find((r) => r.id === selectedId && canPick(r)) ?? null;

  async function unassign(ride: BoardRide, reason: string | undefined) {
    setRefusal(null);
    const outcome = await action.run({ rideId: ride.id, action: 'unassign', ...(reason ? { reason } : {}) });
    setUnassigning(null);
    if (outcome.ok) {
      notify({ type: 'success', title: t('board.unassignedDone', { reference: ride.reference }) });
      if (selectedId === ride.id) setSelectedId(null);
      listRef.current?.focus();
    } else {
      setRefusal(rideRefusalText(outcome.refusal, t, tc));
    }
  }

  if (query.isPending) return <Waiting text={t('board.loading')} />;
  if (!board || (query.isError && !query.isFetchNextPageError))
    return (
      <Alert.Root status="error" role="alert" alignItems="center">
        <Alert.Indicator />
        <Alert.Description flex="1">{t('board.loadFailed')}</Alert.Description>
        <Button size="sm" colorPalette="brand" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('board.retry')}
        </Button>
      </Alert.Root>
    );

  const { groups, counts } = board;
  const pickLabel = (r: BoardRide) => t(scope === 'unassigned' ? 'board.chooseDriverFor' : 'board.reassignFor', { reference: r.reference });
  return (
    <Grid templateColumns={{ base: '1fr', lg: selected ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' }} gap={6} alignItems="start">
      <Stack gap={8} ref={listRef} tabIndex={-1} outline="none">
        {refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{refusal}</Alert.Title>
              <Alert.Description>{t('refusals.refreshed')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {groups.length === 0 && <Text>{t(scope === 'unassigned' ? 'board.emptyUnassigned' : 'board.emptyAssigned')}</Text>}
        {groups.map((g) => (
          <GroupSection key={g.group} group={g.group} count={counts[g.group]} loaded={g.rides.length > 0}>
            {g.rides.map((r) => (
              <RideCard
                key={r.id}
                ride={r}
                selected={r.id === selectedId}
                atRisk={<BackupDrivers ride={r} onChoose={canPick(r) && r.id !== selectedId ? () => setSelectedId(r.id) : undefined} />}
                actions={
                  (canPick(r) || canUnassign(r)) && (
                    <>
                      {canPick(r) && (
                        <Button
                          id={buttonId(r)}
                          size="sm"
                          colorPalette="brand"
                          variant={r.id === selectedId ? 'solid' : 'outline'}
                          aria-expanded={r.id === selectedId}
                          aria-controls={r.id === selectedId ? pickerId : undefined}
                          aria-label={pickLabel(r)}
                          onClick={() => setSelectedId((id) => (id === r.id ? null : r.id))}
                        >
                          {t(scope === 'unassigned' ? 'board.chooseDriver' : 'board.reassign')}
                        </Button>
                      )}
                      {canUnassign(r) && (
                        <Button size="sm" variant="outline" colorPalette="red" aria-label={t('board.unassignFor', { reference: r.reference })} onClick={() => setUnassigning(r)}>
                          {t('board.unassign')}
                        </Button>
                      )}
                    </>
                  )
                }
              />
            ))}
          </GroupSection>
        ))}
        <MorePages query={query} board={board} onAllShown={() => listRef.current?.focus()} />
      </Stack>
      {selected && (
        <DriverPicker
          ride={selected}
          mode={scope === 'unassigned' ? 'assign' : 'reassign'}
          id={pickerId}
          onClose={() => {
            const id = buttonId(selected);
            setSelectedId(null);
            document.getElementById(id)?.focus();
          }}
          onAssigned={() => {
            setSelectedId(null);
            listRef.current?.focus();
          }}
        />
      )}
      <ConfirmDialog
        open={unassigning !== null}
        title={t('board.unassignTitle', { reference: unassigning?.reference ?? '' })}
        body={t('board.unassignBody', { name: unassigning?.driver?.name ?? '' })}
        confirmLabel={t('board.unassignConfirm')}
        needsReason
        destructive
        pending={action.isPending}
        onConfirm={(reason) => unassigning && void unassign(unassigning, reason)}
        onClose={() => setUnassigning(null)}
      />
    </Grid>
  );
}
