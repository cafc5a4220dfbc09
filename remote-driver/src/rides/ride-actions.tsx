import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack } from '@chakra-ui/react';
import type { DriverRide } from '@rides/contracts/rides';
import { ActionDialog, isAsked, type AskedAction } from './action-dialog';
import { FORWARD_ACTIONS, type DriverAction } from './ride-logic';
import { useRideAction } from './use-ride-action';

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
      {asking && <ActionDialog ride={ride} action={asking} send={(extras) => run(ride, asking, extras)} onClose={() => setAsking(null)} />}
    </Stack>
  );
}
