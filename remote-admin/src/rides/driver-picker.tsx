import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Box, Button, CloseButton, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { canTakeRide, type BoardRide, type Candidate } from '@rides/contracts/rides';
import { notify } from '@rides/ui/toaster';
import { Waiting } from '@rides/ui/waiting';
import { ConfirmDialog } from './confirm-dialog';
import { rideRefusalText } from './ride-refusal';
import { useAssignRide } from './use-assign-ride';
import { useCandidates } from './use-candidates';

interface Props {
  ride: BoardRide;
  /** `reassign`: the ride has a driver; choosing another asks for the reason first. */
  mode: 'assign' | 'reassign';
  /** The panel's id (the ride card's button names it in aria-controls). */
  id: string;
  onClose: () => void;
  /** The ride now has the chosen driver (it leaves this list or changes in place). */
  onAssigned: () => void;
}

function CandidateItem({ c, ride, mode, busy, disabled, onPick }: { c: Candidate; ride: BoardRide; mode: Props['mode']; busy: boolean; disabled: boolean; onPick: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const headingId = useId();
  const current = ride.driver?.id === c.id;
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const vehicle = c.vehicleType ? [tc(`booking.vehicle.${c.vehicleType}`), c.vehicle].filter(Boolean).join(' · ') : t('candidates.noVehicle');
  const fits = c.problems.length === 0;
  const assignable = canTakeRide(c);
  return (
    <Box as="li" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={3} bg={fits ? undefined : 'bg.subtle'} data-testid="candidate">
      <HStack justify="space-between" wrap="wrap" gap={2} mb={1}>
        <Heading as="h3" size="sm" id={headingId}>
          {c.name}
        </Heading>
        <HStack gap={1} wrap="wrap">
          {c.requested && <Badge colorPalette="purple">{t('candidates.requested')}</Badge>}
          {current && <Badge colorPalette="blue">{t('candidates.current')}</Badge>}
        </HStack>
      </HStack>
      <Stack gap={0.5} fontSize="sm">
        <Text>{vehicle}</Text>
        <Text>
          {t('candidates.languages', { names: c.languages.map((l) => names.of(l) ?? l).join(', ') || '—' })}
          {c.speaksBookingLanguage && (
            <Badge ms={2} colorPalette="green" size="sm">
              {t('candidates.speaksLanguage')}
            </Badge>
          )}
        </Text>
        <Text>{t('candidates.ridesThatDay', { count: c.ridesThatDay })}</Text>
        {c.remarks.map((r) => (
          <Badge key={r} colorPalette="orange" variant="subtle" width="fit-content" whiteSpace="normal">
            {t(`candidates.remark.${r}`)}
          </Badge>
        ))}
        {c.phone && (
          <Link href={`tel:${c.phone}`} colorPalette="brand" width="fit-content">
            {c.phone}
          </Link>
        )}
      </Stack>
      {!fits && (
        <Stack as="ul" gap={1} mt={2} role="list" listStyleType="none" aria-label={t('candidates.problemsOf', { name: c.name })}>
          {c.problems.map((p) => (
            <Box as="li" key={p}>
              <Badge colorPalette="red" variant="subtle" whiteSpace="normal">
                {t(`candidates.problem.${p}`)}
              </Badge>
            </Box>
          ))}
        </Stack>
      )}
      {!current && !assignable && (
        <Text mt={3} fontSize="sm" fontWeight="medium" color="fg.muted">
          {t('candidates.cannotTake')}
        </Text>
      )}
      {!current && assignable && (
        <Button
          mt={3}
          size="sm"
          colorPalette="brand"
          variant={fits ? 'solid' : 'outline'}
          loading={busy}
          disabled={disabled}
          onClick={onPick}
          aria-label={t(mode === 'assign' ? 'candidates.assignTo' : 'candidates.reassignTo', { name: c.name, reference: ride.reference })}
        >
          {t(mode === 'assign' ? 'candidates.assign' : 'candidates.reassign')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The drivers for one ride, fitting first, each with what dispatch weighs (vehicle, languages, rides
 * that day) and why a driver does not fit. Assign sends the choice; the server checks it again and a
 * refusal is said here, with the board and this list read again. Reassigning asks for a reason.
 */
export function DriverPicker({ ride, mode, id, onClose, onAssigned }: Props) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const candidates = useCandidates(ride.id);
  const { assign, isPending, variables } = useAssignRide();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reassignTo, setReassignTo] = useState<Candidate | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new ride chosen: its drivers are what the admin reads next.
  useEffect(() => {
    setRefusal(null);
    headingRef.current?.focus();
  }, [ride.id]);

  async function pick(c: Candidate, reason?: string) {
    setRefusal(null);
    const outcome = await assign({ rideId: ride.id, driverId: c.id, ...(reason ? { reason } : {}) });
    setReassignTo(null);
    if (outcome.ok) {
      notify({ type: 'success', title: t(mode === 'assign' ? 'board.assignedTo' : 'board.reassignedTo', { reference: ride.reference, name: c.name }) });
      onAssigned();
    } else {
      setRefusal(rideRefusalText(outcome.refusal, t, tc));
    }
  }

  const list = candidates.data ?? [];
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-heading`} borderWidth="1px" borderRadius="lg" p={4} position={{ lg: 'sticky' }} top={{ lg: 4 }}>
      <HStack justify="space-between" align="flex-start" mb={3}>
        <Heading as="h2" size="md" id={`${id}-heading`} ref={headingRef} tabIndex={-1} outline="none">
          {t(mode === 'assign' ? 'candidates.heading' : 'candidates.reassignHeading', { reference: ride.reference })}
        </Heading>
        <CloseButton size="sm" aria-label={t('candidates.close')} onClick={onClose} />
      </HStack>
      {refusal && (
        <Alert.Root status="error" role="alert" mb={3}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{refusal}</Alert.Title>
            <Alert.Description>{t('refusals.refreshed')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {candidates.isPending && <Waiting text={t('candidates.loading')} compact />}
      {candidates.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('candidates.loadFailed')}</Alert.Description>
        </Alert.Root>
      )}
      {candidates.isSuccess && list.length === 0 && <Text>{t('candidates.none')}</Text>}
      {list.length > 0 && (
        <Stack as="ol" role="list" listStyleType="none" gap={3} m={0} p={0} aria-label={t('candidates.listLabel', { reference: ride.reference })}>
          {list.map((c) => (
            <CandidateItem
              key={c.id}
              c={c}
              ride={ride}
              mode={mode}
              busy={isPending && variables?.driverId === c.id}
              disabled={isPending}
              onPick={() => (mode === 'reassign' ? setReassignTo(c) : void pick(c))}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={reassignTo !== null}
        title={t('board.reassignTitle', { reference: ride.reference, name: reassignTo?.name ?? '' })}
        body={t('board.reassignBody', { current: ride.driver?.name ?? '' })}
        confirmLabel={t('board.reassignConfirm')}
        needsReason
        pending={isPending}
        onConfirm={(reason) => reassignTo && void pick(reassignTo, reason)}
        onClose={() => setReassignTo(null)}
      />
    </Box>
  );
}
