import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { driverRideAction, type DriverRide } from '@rides/contracts/rides';
import { formatMoney, formatParisDateTime } from '@rides/i18n/format';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { EuroField } from '@rides/ui/euro-field';
import { eurosOfCents } from '@rides/ui/euros';
import { ReasonField } from '@rides/ui/reason-field';
import { parseEuros, type AskedAction } from './ride-logic';
import type { ActionExtras } from './use-ride-action';

/** The contract's rule for a reason (trimmed, its length limits): what the server accepts. */
const reasonSchema = driverRideAction.input.shape.reason.unwrap();
const REASON_LIMITS = { min: reasonSchema.minLength ?? 0, max: reasonSchema.maxLength ?? Number.MAX_SAFE_INTEGER };

/** What the action needs, read into its extras: the amount collected, the reason for handing back. */
const extrasForm = (collects: boolean, handBack: boolean) =>
  z.object({ amount: z.string(), reason: z.string() }).transform((v, ctx) => {
    const extras: ActionExtras = {};
    if (collects) {
      const cents = parseEuros(v.amount);
      if (cents === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'confirm.amountInvalid' });
      else extras.cashCollectedCents = cents;
    }
    if (handBack) {
      const why = reasonSchema.safeParse(v.reason);
      if (!why.success) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'confirm.reasonInvalid' });
      else extras.reason = why.data;
    }
    return extras;
  });

interface Props {
  ride: DriverRide;
  action: AskedAction;
  /** Sends the action; rejects with the sentence to show. */
  send: (extras: ActionExtras) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Confirms an action that cannot be undone, asking what it needs: the amount collected when a
 * pay-the-driver ride is completed (prefilled with the amount due), the reason a ride is handed back.
 * A refusal is shown in the dialog and nothing typed is lost.
 */
export function ActionDialog({ ride, action, send, onClose }: Props) {
  const { t, i18n } = useTranslation('driver');
  const collects = action === 'complete' && ride.collectCents !== null;
  const form = useContractForm(extrasForm(collects, action === 'hand_back'), { amount: collects ? eurosOfCents(ride.collectCents ?? 0) : '', reason: '' }, {
    words: (key) => (key === 'confirm.amountInvalid' ? t('confirm.amountInvalid') : t('confirm.reasonInvalid', REASON_LIMITS)),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;

  async function onSubmit(extras: ActionExtras) {
    setProblem(null);
    try {
      await send(extras);
      onClose();
    } catch (err) {
      setProblem((err as Error).message);
    }
  }

  const lng = i18n.language;
  const body =
    action === 'complete'
      ? collects
        ? t('confirm.completeCollect', { amount: formatMoney(ride.collectCents ?? 0, lng) })
        : t('confirm.completeCard')
      : action === 'report_no_show'
        ? t('confirm.noShow')
        : t('confirm.handBack', { until: formatParisDateTime(ride.handBackUntil, lng) });

  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && !busy && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={3}>
          <Dialog.Content>
            <form ref={form.ref} onSubmit={form.submit(onSubmit)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t(`actions.${action}`)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  <Text>{body}</Text>
                  {collects && <EuroField label={t('confirm.amountLabel')} size="lg" error={form.errorOf('amount')} required {...form.bind('amount')} />}
                  {action === 'hand_back' && <ReasonField label={t('confirm.reasonLabel')} maxLength={REASON_LIMITS.max} error={form.errorOf('reason')} required {...form.bind('reason')} />}
                  {problem && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Description>{problem}</Alert.Description>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch" gap={3}>
                <Button variant="outline" size="lg" disabled={busy} onClick={onClose}>
                  {t('confirm.back')}
                </Button>
                <Button type="submit" size="lg" colorPalette={action === 'complete' ? 'brand' : 'red'} loading={busy}>
                  {t(`confirm.submit.${action}`)}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
