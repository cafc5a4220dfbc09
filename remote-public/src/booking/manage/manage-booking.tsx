import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Waiting } from '@rides/ui/waiting';
import type { BookingView } from '@rides/contracts/bookings';
import type { ChangeBookingOutput } from '@rides/contracts/self-service';
import { formatParisDate, formatParisTime } from '@rides/i18n/format';
import type { Access } from '../outcome/use-booking';
import { CancelDialog } from './cancel-dialog';
import { DetailsForm } from './details-form';
import { Documents, isLive } from './documents';
import { DoneMessage, type Done } from './done-message';
import { PendingChange } from './pending-change';

type Panel = 'details' | 'modify';

/** Modify brings the booking form's fields and rules: its own chunk, loaded when opened. */
const ModifyPanel = lazy(() => import('./modify-panel').then((m) => ({ default: m.ModifyPanel })));

/**
 * What the booker can do with their booking (issue [E]), on the one booking page that the e-mail's
 * manage link and My Bookings both open: update details, Modify, cancel, the documents, and a change
 * still pending. Only what the server would accept now is offered (`booking.selfService`).
 */
export function ManageBooking({ booking, access }: { booking: BookingView; access: Access }) {
  const { t, i18n } = useTranslation('public');
  const { t: tc } = useTranslation();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // After a cancellation the focus goes to the message saying so (the Cancel button is gone).
  const cancelled = useRef(false);
  const toggles = { details: useRef<HTMLButtonElement>(null), modify: useRef<HTMLButtonElement>(null), cancel: useRef<HTMLButtonElement>(null) };
  const panelId = useId();
  const s = booking.selfService;
  const canModify = s.modify !== 'none' && !s.pendingChange;
  const hasActions = s.details || canModify || s.cancel;
  if (!hasActions && !done && !s.pendingChange && !booking.links.receipt && !isLive(booking)) return null;

  const finish = (d: Done) => {
    setPanel(null);
    setDone(d);
    requestAnimationFrame(() => statusRef.current?.focus());
  };
  const close = (which: Panel) => {
    setPanel(null);
    requestAnimationFrame(() => toggles[which].current?.focus());
  };
  const open = (which: Panel) => {
    setDone(null);
    setPanel(panel === which ? null : which);
  };
  const onChanged = (out: ChangeBookingOutput) =>
    finish(out.outcome === 'requested' ? { kind: 'requested' } : { kind: 'changed', before: booking, after: out.booking });
  const until = { date: formatParisDate(s.selfServiceUntil, i18n.language), time: formatParisTime(s.selfServiceUntil, i18n.language) };

  return (
    <Box as="section" aria-labelledby="manage-heading" borderWidth="1px" borderRadius="lg" p={5}>
      <Stack gap={4}>
        <Heading as="h2" id="manage-heading" size="md">
          {t('booking.manage.heading')}
        </Heading>
        <Box ref={statusRef} tabIndex={-1} outline="none" role="status">
          {done && <DoneMessage done={done} />}
        </Box>
        <PendingChange booking={booking} />
        {hasActions && (
          <HStack gap={3} wrap="wrap">
            {s.details && (
              <Button ref={toggles.details} variant={panel === 'details' ? 'solid' : 'outline'} colorPalette="brand" aria-expanded={panel === 'details'} aria-controls={panelId} onClick={() => open('details')}>
                {t('booking.manage.details.open')}
              </Button>
            )}
            {canModify && (
              <Button ref={toggles.modify} variant={panel === 'modify' ? 'solid' : 'outline'} colorPalette="brand" aria-expanded={panel === 'modify'} aria-controls={panelId} onClick={() => open('modify')}>
                {t(s.modify === 'request' ? 'booking.manage.modify.openRequest' : 'booking.manage.modify.open')}
              </Button>
            )}
            {s.cancel && (
              <Button ref={toggles.cancel} variant="outline" colorPalette="red" onClick={() => setCancelling(true)}>
                {t('booking.manage.cancel.open')}
              </Button>
            )}
          </HStack>
        )}
        {canModify && (
          <Text fontSize="sm" color="fg.muted">
            {t(s.modify === 'request' ? 'booking.manage.modify.requestHint' : 'booking.manage.modify.selfServiceHint', until)}
          </Text>
        )}
        <Box id={panelId} hidden={!panel}>
          {panel && (
            <Box as="section" aria-labelledby={`${panel}-heading`} borderTopWidth="1px" pt={4}>
              <Heading as="h3" size="sm" id={`${panel}-heading`} mb={3}>
                {t(panel === 'details' ? 'booking.manage.details.heading' : 'booking.manage.modify.heading')}
              </Heading>
              {panel === 'details' ? (
                <DetailsForm booking={booking} access={access} onSaved={(saved) => finish({ kind: 'details', driverTold: saved.ride.driver !== null })} onClose={() => close('details')} />
              ) : (
                <Suspense fallback={<Waiting text={tc('remote.loading')} compact />}>
                  <ModifyPanel booking={booking} access={access} onDone={onChanged} onClose={() => close('modify')} />
                </Suspense>
              )}
            </Box>
          )}
        </Box>
        <Documents booking={booking} />
      </Stack>
      <CancelDialog
        booking={booking}
        access={access}
        open={cancelling}
        onClose={() => setCancelling(false)}
        onCancelled={(refundCents) => {
          cancelled.current = true;
          setCancelling(false);
          setPanel(null);
          setDone({ kind: 'cancelled', refundCents });
        }}
        finalFocus={() => (cancelled.current ? statusRef.current : toggles.cancel.current)}
      />
    </Box>
  );
}
