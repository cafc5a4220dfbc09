import { z } from 'zod';
import { languageSchema } from './languages';

/**
 * The help dialog's assistant (SPEC 1 and 2: "AI chat assistant", issue [G] 3). Public: visitors ask
 * before they have an account. The server answers from the product's own pages and the live tariff
 * (`provider: 'local'`) or through a hosted language model given those same passages; either way the
 * answer cites the pages it used and always carries the ways to reach a person.
 *
 * Text fields are plain `z.string()`: the callable wrapper refuses NUL and lone surrogates in every
 * string of every input before parsing (packages/functions/src/http/callable.ts), so no helper here.
 */

export const ASSISTANT_LIMITS = {
  /** A question is a sentence or two, not a document. */
  questionChars: 500,
  /** Earlier turns sent back for context (follow-ups such as "and in a van?"); older ones are dropped by the client. */
  historyTurns: 6,
  /** One earlier turn, visitor's or assistant's (an answer may be a few paragraphs). */
  turnChars: 2000,
  /** The longest answer the server sends. */
  answerChars: 2000,
} as const;

/**
 * Per client address: 30 questions in 10 minutes. A person reading answers asks a few a minute at
 * most; this stops a script from using the hosted model (which costs per call) or the database.
 */
export const ASSISTANT_RATE_LIMIT = { questions: 30, windowMs: 600_000 } as const;

export const assistantTurnSchema = z
  .object({
    role: z.enum(['visitor', 'assistant']),
    text: z.string().trim().min(1).max(ASSISTANT_LIMITS.turnChars),
  })
  .strict();
export type AssistantTurn = z.infer<typeof assistantTurnSchema>;

export const askAssistantInput = z
  .object({
    question: z.string().trim().min(1).max(ASSISTANT_LIMITS.questionChars),
    language: languageSchema,
    /** Oldest first; at most the last `historyTurns` turns. */
    history: z.array(assistantTurnSchema).max(ASSISTANT_LIMITS.historyTurns).default([]),
  })
  .strict();
export type AskAssistantInput = z.input<typeof askAssistantInput>;

/** The pages an answer can cite: the information pages and the home page's booking form (`/#booking`). */
export const ASSISTANT_SOURCE_PAGES = ['/faq', '/pricing', '/terms', '/services', '/about', '/privacy', '/contact', '/'] as const;

export const assistantSourceSchema = z
  .object({
    page: z.enum(ASSISTANT_SOURCE_PAGES),
    /** The id of the section on that page (`/faq#cancellation`), when the page has one for it. */
    anchor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,80}$/)
      .optional(),
    /** The section's heading, in the visitor's language: the link's text. */
    title: z.string().min(1).max(300),
  })
  .strict();
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

/** How to reach a person: always sent, so the dialog never depends on the assistant being right. */
export const handoverSchema = z
  .object({
    email: z.email(),
    /** A wa.me link to the support line. */
    whatsapp: z.url(),
    contactPage: z.literal('/contact'),
  })
  .strict();
export type Handover = z.infer<typeof handoverSchema>;

/** `local`: the server's own retrieval and pricing rules. `openai`: an OpenAI-compatible chat completions API. */
export const ASSISTANT_PROVIDERS = ['local', 'openai'] as const;
export const assistantProviderSchema = z.enum(ASSISTANT_PROVIDERS);
export type AssistantProviderName = z.infer<typeof assistantProviderSchema>;

export const assistantAnswerSchema = z
  .object({
    answer: z.string().min(1).max(ASSISTANT_LIMITS.answerChars),
    sources: z.array(assistantSourceSchema).max(4),
    /** False when the assistant found nothing good enough: the dialog then puts the person options first. */
    confident: z.boolean(),
    handover: handoverSchema,
    /** Who answered: shown in the dialog, so a local answer is labelled as such. */
    provider: assistantProviderSchema,
  })
  .strict();
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

/**
 * Public. Refusals: `resource-exhausted` with `reason: 'rate-limited'` and `retryAfterMs` past
 * ASSISTANT_RATE_LIMIT per client address.
 */
export const askAssistant = { name: 'askAssistant', input: askAssistantInput, output: assistantAnswerSchema } as const;

export type AssistantRefusal = 'rate-limited';
