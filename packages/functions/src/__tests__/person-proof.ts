import type { BotProof } from '@rides/contracts/sign-in';

/** What a form filled by a person reports (SPEC 5): several seconds, real keystrokes and mouse moves. */
export const PERSON_PROOF: BotProof = { honeypot: '', elapsedMs: 6000, mouseMoves: 40, keystrokes: 30, touches: 0 };
