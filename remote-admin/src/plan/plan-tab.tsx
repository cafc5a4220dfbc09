import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { DispatchPlan, PlanHorizon } from '@rides/contracts/dispatch-plan';
import { refusalMessage } from '@rides/platform/refusal';
import { assignmentsOf, suggestedChoices, type Choices } from './plan-choices';
import { PlanDriverDays } from './plan-driver-days';
import { PlanHorizonForm } from './plan-horizon-form';
import { refusedText } from './plan-refused';
import { PlanRides } from './plan-rides';
import { useDispatchPlan } from './use-dispatch-plan';

type Outcome = { assigned: number; refused: Array<{ rideId: string; reference: string | null; reason: string }> };

/**
 * "Suggest a plan" (issue [Q] 2): every unassigned ride of the period with a proposed driver or why
 * none fits, and each driver's day; the admin keeps, changes or drops any suggestion and applies all
 * in one step. What the server could not apply (a ride taken meanwhile) is listed with its reason.
 */
export function PlanTab() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { suggest, apply } = useDispatchPlan();
  const [plan, setPlan] = useState<DispatchPlan | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  async function onSuggest(horizon: PlanHorizon) {
    setFailure(null);
    setOutcome(null);
    try {
      const next = await suggest.mutateAsync({ horizon });
      setPlan(next);
      setChoices(suggestedChoices(next));
    } catch (e) {
      setFailure(refusalMessage(e, tc));
    }
  }

  async function onApply() {
    if (!plan) return;
    setFailure(null);
    try {
      const result = await apply.mutateAsync({ assignments: assignmentsOf(plan, choices) });
      setOutcome({ assigned: result.assigned.length, refused: result.refused });
      setPlan(null);
    } catch (e) {
      setFailure(refusalMessage(e, tc));
    }
  }

  // After Apply the plan gives way to its outcome: focus moves there, so a screen reader reads it once.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const count = plan ? assignmentsOf(plan, choices).length : 0;
  return (
    <Stack gap={6}>
      <PlanHorizonForm pending={suggest.isPending} onSuggest={(h) => void onSuggest(h)} again={plan !== null} />
      <div>
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        {outcome && (
          <Alert.Root ref={outcomeRef} tabIndex={-1} role="status" status={outcome.refused.length ? 'warning' : 'success'} data-testid="plan-outcome">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('plan.applied', { count: outcome.assigned })}</Alert.Title>
              {outcome.refused.length > 0 && (
                <Alert.Description>
                  <Text fontWeight="semibold">{t('plan.refusedHeading', { count: outcome.refused.length })}</Text>
                  <List.Root>
                    {outcome.refused.map((r) => (
                      <List.Item key={r.rideId}>{t('plan.refused', { reference: r.reference ?? r.rideId, reason: refusedText(r.reason, t) })}</List.Item>
                    ))}
                  </List.Root>
                </Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
      </div>
      {plan && plan.rides.length === 0 && <Text>{t('plan.empty')}</Text>}
      {plan && plan.rides.length > 0 && (
        <>
          <Text data-testid="plan-summary">{t('plan.summary', { suggested: plan.totals.suggested, rides: plan.totals.rides, emptyKm: plan.totals.emptyKm })}</Text>
          <Button alignSelf="flex-start" colorPalette="brand" disabled={count === 0} loading={apply.isPending} onClick={() => void onApply()}>
            {count === 0 ? t('plan.applyNone') : t('plan.apply', { count })}
          </Button>
          <Heading as="h3" size="md">
            {t('plan.ridesHeading')}
          </Heading>
          <PlanRides plan={plan} choices={choices} onChoose={(rideId, driverId) => setChoices((c) => ({ ...c, [rideId]: driverId }))} />
          {plan.drivers.length > 0 && (
            <>
              <Heading as="h3" size="md">
                {t('plan.driversHeading')}
              </Heading>
              <PlanDriverDays plan={plan} choices={choices} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
