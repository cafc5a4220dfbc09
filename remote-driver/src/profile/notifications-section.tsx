import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Field, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { usePushDevice } from './use-push-device';

/**
 * "Notifications on this device" (issue [M] 3): new rides, changes and rides taken off the driver are
 * pushed to each device where it is on, besides the e-mail and SMS every driver gets. Per device: the
 * switch says what this phone or browser does.
 */
export function NotificationsSection() {
  const { t } = useTranslation('driver');
  const { state, pending, problem, turnOn, turnOff } = usePushDevice();
  const checked = (pending ?? state) === 'on';
  // A switch that failed at once (offline) never rendered as on, so the switch never hears it go back:
  // the input a screen reader reads is set to what is true after every render.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.checked = checked;
  });
  // Refused in the browser's question: the switch gives way to how to allow them, and the focus goes there.
  const blocked = useRef<HTMLDivElement>(null);
  const before = useRef(state);
  useEffect(() => {
    if (state === 'blocked' && before.current !== 'blocked') blocked.current?.focus();
    before.current = state;
  }, [state]);
  return (
    <Stack as="section" aria-labelledby="driver-notifications-heading" gap={3}>
      <Heading as="h2" size="lg" id="driver-notifications-heading">
        {t('notifications.heading')}
      </Heading>
      {state === 'unsupported' || state === 'blocked' ? (
        <Alert.Root status="info" ref={blocked} tabIndex={-1}>
          <Alert.Indicator />
          <Alert.Description>{t(`notifications.${state}`)}</Alert.Description>
        </Alert.Root>
      ) : (
        <Field.Root>
          <Switch.Root
            name="notifications"
            size="lg"
            minH="11"
            checked={checked}
            aria-busy={pending !== null || undefined}
            onCheckedChange={(e) => void (e.checked ? turnOn() : turnOff())}
          >
            <Switch.HiddenInput ref={input} />
            <Switch.Control />
            <Switch.Label>{t('notifications.label')}</Switch.Label>
          </Switch.Root>
          <Field.HelperText>{t(state === 'on' ? 'notifications.onHint' : 'notifications.offHint')}</Field.HelperText>
        </Field.Root>
      )}
      {problem && (
        <Alert.Root status={problem === 'dismissed' ? 'info' : 'error'} role="alert">
          <Alert.Indicator />
          <Alert.Description>{t(`notifications.${problem}`)}</Alert.Description>
        </Alert.Root>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('notifications.always')}
      </Text>
    </Stack>
  );
}
