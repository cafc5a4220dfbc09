import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, Field, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { driverRideAction, type DriverRide } from '@rides/contracts/rides';
import { formatMoney, formatParisDateTime } from '@rides/i18n/format';
import { eurosText, parseEuros, type DriverAction } from './ride-logic';
import type { ActionExtras } from './use-ride-action';

/** The actions that are asked about before they are sent: they cannot be undone by the driver. */
export const ASKED_ACTIONS: readonly DriverAction[] = ['complete', 'report_no_show', 'hand_back'];
export type AskedAction = 'complete' | 'report_no_show' | 'hand_back';
export const isAsked = (a: DriverAction): a is AskedAction => ASKED_ACTIONS.includes(a);

/** The contract's rule for a reason (trimmed, its length limits): what the server accepts. */
const reasonSchema = driverRideAction.input.shape.reason.unwrap();
const REASON_LIMITS = { min: reasonSchema.minLength ?? 0, max: reasonSchema.maxLength ?? Number.MAX_SAFE_INTEGER };

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
  const [amount, setAmount] = useState(collects ? eurosText(ride.collectCents ?? 0) : '');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const extras: ActionExtras = {};
    if (collects) {
      const cents = parseEuros(amount);
      if (cents === null) return setFieldError(t('confirm.amountInvalid'));
      extras.cashCollectedCents = cents;
    }
    if (action === 'hand_back') {
      const why = reasonSchema.safeParse(reason);
      if (!why.success) return setFieldError(t('confirm.reasonInvalid', REASON_LIMITS));
      extras.reason = why.data;
    }
    setFieldError(null);
    setProblem(null);
    setBusy(true);
    try {
      await send(extras);
      onClose();
    } catch (err) {
      setProblem((err as Error).message);
      setBusy(false);
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
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t(`actions.${action}`)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  <Text>{body}</Text>
                  {collects && (
                    <Field.Root invalid={!!fieldError} required>
                      <Field.Label>
                        {t('confirm.amountLabel')}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input name="amount" inputMode="decimal" autoComplete="off" size="lg" value={amount} onChange={(e) => setAmount(e.target.value)} />
                      {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
                    </Field.Root>
                  )}
                  {action === 'hand_back' && (
                    <Field.Root invalid={!!fieldError} required>
                      <Field.Label>
                        {t('confirm.reasonLabel')}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Textarea name="reason" rows={3} maxLength={reasonSchema.maxLength ?? undefined} value={reason} onChange={(e) => setReason(e.target.value)} />
                      {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
                    </Field.Root>
                  )}
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
