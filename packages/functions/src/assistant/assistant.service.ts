import type { z } from 'zod';
import { ASSISTANT_RATE_LIMIT, type AssistantAnswer, type askAssistantInput } from '@rides/contracts/assistant';
import type { Db } from '../db/db';
import type { RequestFacts } from '../http/request-facts';
import { addressKey, takeAttempt } from '../auth/attempts.repo';
import { refuse } from '../http/refuse';
import type { AssistantProvider } from './provider';

export interface AssistantDeps {
  db: Db;
  provider: () => AssistantProvider;
  now?: () => Date;
}

/** The limit's bucket in sign_in_attempts (one per client address; sign-in analytics leaves it out). */
export const ASSISTANT_BUCKET_PREFIX = 'assistant:';

/**
 * One question from the help dialog. Each client address may ask ASSISTANT_RATE_LIMIT questions
 * (30 in 10 minutes), taken atomically before anything else runs (the attempts table's advisory lock,
 * as sign-up does), so a script cannot run up the hosted model's bill; past it the call is refused
 * with `rate-limited` and how long to wait, and the dialog points to a person.
 */
export async function answerQuestion(deps: AssistantDeps, input: z.output<typeof askAssistantInput>, req: RequestFacts): Promise<AssistantAnswer> {
  const now = deps.now?.() ?? new Date();
  const bucket = `${ASSISTANT_BUCKET_PREFIX}${addressKey(req.sourceIp)}`;
  const attempt = await takeAttempt(deps.db, bucket, req.sourceIp, ASSISTANT_RATE_LIMIT.questions, ASSISTANT_RATE_LIMIT.windowMs, now);
  if (!attempt.allowed) throw refuse('resource-exhausted', 'rate-limited', { retryAfterMs: attempt.retryAfterMs });
  return deps.provider().answer(input);
}
