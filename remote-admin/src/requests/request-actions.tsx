import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import type { RequestDetail } from '@rides/contracts/ride-requests';
import { RIDE_TRANSITIONS } from '@rides/domain/ride-lifecycle';
import { routeById } from '@rides/mf-config/routes';
import { notify } from '@rides/ui/toaster';
import { ConfirmDialog } from '../rides/confirm-dialog';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { rideRefusalText } from '../rides/ride-refusal';
import { isAdminRideAction, useAdminRideAction, type AdminRideAction } from '../rides/use-admin-ride-action';

const needsReason = (action: AdminRideAction): boolean => RIDE_TRANSITIONS.find((x) => x.action === action)?.needsReason ?? false;
const DESTRUCTIVE: readonly AdminRideAction[] = ['unassign', 'cancel', 'confirm_no_show'];

/**
 * A booking an admin may still cancel (with a refund): not ended, and its ride in a status the lifecycle
 * lets an admin cancel (`allowedActions`, from the server: not on board, not finished).
 */
export const canCancelBooking = (d: RequestDetail): boolean =>
  d.booking.status !== 'cancelled' && d.booking.status !== 'expired' && d.allowedActions.includes('cancel');

/**
 * The admin steps the ride allows now (its `allowedActions`): unassign, confirm or reject a no-show,
 * complete; each asks first, with a reason where the lifecycle needs one. Assigning is done on the
 * board, which this links to. Cancelling is "Cancel booking" (issue [E]), which ends the booking and its
 * ride with the refund the admin chooses; the ride-only cancel (never refunds) is not offered beside it,
 * so there is one way to cancel.
 */
export function RequestActions({ detail }: { detail: RequestDetail }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { run, isPending } = useAdminRideAction();
  const [asking, setAsking] = useState<AdminRideAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const cancellable = canCancelBooking(detail);
  const actions = detail.allowedActions.filter(isAdminRideAction).filter((a) => !(cancellable && a === 'cancel'));
  const onBoard = detail.allowedActions.some((a) => a === 'assign' || a === 'reassign');
  const reference = detail.row.reference;

  async function confirm(action: AdminRideAction, reason: string | undefined) {
    setRefusal(null);
    const outcome = await run({ rideId: detail.row.id, action, ...(reason ? { reason } : {}) });
    setAsking(null);
    if (outcome.ok) notify({ type: 'success', title: t(`requests.actions.done.${action}`, { reference }) });
    else setRefusal(rideRefusalText(outcome.refusal, t, tc));
  }

  return (
    <Stack gap={3}>
      {refusal && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{refusal}</Alert.Title>
            <Alert.Description>{t('refusals.refreshedDetail')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {actions.length === 0 && !onBoard && !cancellable && <Text color="fg.muted">{t('requests.actions.none')}</Text>}
      <HStack gap={3} wrap="wrap">
        {actions.map((a) => (
          <Button key={a} size="sm" variant="outline" colorPalette={DESTRUCTIVE.includes(a) ? 'red' : 'brand'} onClick={() => setAsking(a)}>
            {t(`requests.actions.button.${a}`)}
          </Button>
        ))}
        {cancellable && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setCancelling(true)}>
            {t('cancelBooking.button')}
          </Button>
        )}
        {onBoard && (
          <Link asChild colorPalette="brand" fontSize="sm">
            <RouterLink to={routeById('adminAssignRides')?.path ?? '/admin/assign-rides'}>{t('requests.actions.onBoard')}</RouterLink>
          </Link>
        )}
      </HStack>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`requests.actions.title.${asking}`, { reference }) : ''}
        body={asking ? t(`requests.actions.body.${asking}`) : ''}
        confirmLabel={asking ? t(`requests.actions.button.${asking}`) : ''}
        needsReason={asking ? needsReason(asking) : false}
        destructive={asking ? DESTRUCTIVE.includes(asking) : false}
        pending={isPending}
        onConfirm={(reason) => asking && void confirm(asking, reason)}
        onClose={() => setAsking(null)}
      />
      {/* Mounted whatever the booking's state: a refusal ("cancelled meanwhile") refreshes the detail, and stays readable. */}
      <CancelBookingDialog open={cancelling} booking={detail.booking} onClose={() => setCancelling(false)} />
    </Stack>
  );
}
