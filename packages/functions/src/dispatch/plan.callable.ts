import { applyDispatchPlan, suggestDispatchPlan } from '@rides/contracts/dispatch-plan';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { rideDeps } from '../rides/deps';
import { applyPlan } from './plan-apply.service';
import { suggestPlan } from './plan.service';

const ADMIN = ['admin'] as const;

/** A suggested plan for a Paris day or the next 48 hours (reads only). */
export const suggestDispatchPlanCallable = callable(suggestDispatchPlan, ADMIN, ({ horizon }) => suggestPlan(db(), horizon, new Date()));

/** Applies the reviewed assignments, ride by ride; what could not be applied is reported. */
export const applyDispatchPlanCallable = callable(applyDispatchPlan, ADMIN, (input, { caller }) => applyPlan(rideDeps(), input, { kind: 'admin', id: caller!.uid }));
