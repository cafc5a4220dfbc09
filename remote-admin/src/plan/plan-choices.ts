import type { DispatchPlan } from '@rides/contracts/dispatch-plan';

/** The admin's choice per ride: a driver id, or null for "do not assign". Starts as the suggestion. */
export type Choices = Record<string, string | null>;

export const suggestedChoices = (plan: DispatchPlan): Choices => Object.fromEntries(plan.rides.map((r) => [r.rideId, r.driverId]));

/** What Apply sends: every ride with a driver chosen, in pickup order (the plan's order). */
export const assignmentsOf = (plan: DispatchPlan, choices: Choices): Array<{ rideId: string; driverId: string }> =>
  plan.rides.flatMap((r) => {
    const driverId = choices[r.rideId];
    return driverId ? [{ rideId: r.rideId, driverId }] : [];
  });
