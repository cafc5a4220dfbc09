import { applyDispatchPlan, suggestDispatchPlan } from '@rides/contracts/dispatch-plan';
import { useOperationMutation } from '@rides/platform/query';
import { RIDE_QUERIES } from '../rides/ride-queries';

/**
 * The plan is asked for on demand and kept as it came (a mutation, not a query): the admin reviews a
 * snapshot that does not change under their edits when the board refreshes. Applying reads the board
 * again (a ride taken meanwhile is reported by the server, not overwritten).
 */
export function useDispatchPlan() {
  const suggest = useOperationMutation(suggestDispatchPlan);
  const apply = useOperationMutation(applyDispatchPlan, { invalidates: RIDE_QUERIES });
  return { suggest, apply };
}
