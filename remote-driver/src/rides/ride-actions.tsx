import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack } from '@chakra-ui/react';
import type { DriverRide } from '@rides/contracts/rides';
import { FORWARD_ACTIONS, isAsked, type AskedAction, type DriverAction } from './ride-logic';
import { useRideAction } from './use-ride-action';
import { whenIdle } from '@rides/platform/when-idle';

/**
 * The confirmation dialog and its form library (react-hook-form, the zod resolver: about 24 KiB
 * gzipped) are not part of the ride list's first load (issue [M] 4: the driver's pages on a phone): they
 * come once the page is idle when a ride offers an asked action, and at the latest when one is pressed
 * (the service worker keeps them for offline use like the rest of the driver app).
 */
const loadActionDialog = () => import(/* webpackChunkName: "action-dialog" */ './action-dialog');
const ActionDialog = lazy(() => loadActionDialog().then((m) => ({ default: m.ActionDialog })));

const isForward = (a: DriverAction) => (FORWARD_ACTIONS as readonly DriverAction[]).includes(a);

/**
 * Big buttons for the given ride actions (those the server allows now). Steps forward are sent at
 * once; completing, reporting a no-show and handing back are confirmed first (action-dialog.tsx).
 */
export function RideActions({ ride, actions }: { ride: DriverRide; actions: readonly DriverAction[] }) {
  const { t } = useTranslation('driver');
  // The position is worth sending with the steps of the ride itself, not when handing a later ride back.
  const { run, pending } = useRideAction({ withPosition: actions.some((a) => a !== 'hand_back') });
  const [asking, setAsking] = useState<AskedAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mayAsk = actions.some(isAsked);
  useEffect(() => {
    if (!mayAsk) return;
    return whenIdle(() => void loadActionDialog().catch(() => undefined));
  }, [mayAsk]);

  async function press(action: DriverAction) {
    setProblem(null);
    if (isAsked(action)) return setAsking(action);
    try {
      await run(ride, action);
    } catch (err) {
      setProblem((err as Error).message);
    }
  }

  if (actions.length === 0) return null;
  return (
    <Stack gap={3}>
      {actions.map((a) => (
        <Button
          key={a}
          size={isForward(a) ? '2xl' : 'xl'}
          w="full"
          whiteSpace="normal"
          colorPalette={isForward(a) ? 'brand' : 'red'}
          variant={isForward(a) ? 'solid' : 'outline'}
          loading={pending === a}
          disabled={pending !== null && pending !== a}
          onClick={() => void press(a)}
        >
          {t(`actions.${a}`)}
        </Button>
      ))}
      {problem && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{problem}</Alert.Description>
        </Alert.Root>
      )}
      {asking && (
        <Suspense fallback={null}>
          <ActionDialog ride={ride} action={asking} send={(extras) => run(ride, asking, extras)} onClose={() => setAsking(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
