import { z } from 'zod';
import { ASSISTANT_LIMITS, type AssistantAnswer, type AssistantSource } from '@rides/contracts/assistant';
import type { Language } from '@rides/contracts/languages';
import { company } from '@rides/domain/company';
import type { Hit } from './content-index';
import { overviewReply } from './fare-answer';
import { localReply, shorten, type LocalDeps } from './local-assistant';
import { handover, type AssistantProvider, type AssistantQuestion } from './provider';
import { sourceOf } from './sources';

/**
 * The hosted adapter: an OpenAI-compatible Chat Completions API (POST <baseUrl>/chat/completions,
 * `Authorization: Bearer <key>`; OpenAI's own, and the same protocol at Mistral, Azure OpenAI and
 * others, chosen by ASSISTANT_BASE_URL and ASSISTANT_MODEL).
 *
 * Retrieval first: the local adapter's search finds the site's passages for the question, and the
 * model is given them, numbered, with the live tariff's prices, and told to answer only from them,
 * in the visitor's language, and to say when it is not sure. It replies in JSON (answer, the numbers
 * of the passages it used, confident), from which the sources are the passages it named.
 *
 * Prices are never worded by the model: a question the local adapter prices exactly (an airport fare,
 * an extra) gets the local answer without calling the API. Any failure (timeout, network, HTTP error,
 * an answer that is not the JSON asked for) is logged and answered by the local adapter instead.
 */
export interface OpenAiOptions extends LocalDeps {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  onFailure?: (reason: AssistantFailure, detail: string) => void;
}

export type AssistantFailure = 'timeout' | 'unavailable' | 'refused' | 'rate-limited' | 'bad-response';

export class AssistantError extends Error {
  constructor(
    readonly reason: AssistantFailure,
    message: string,
  ) {
    super(message);
    this.name = 'AssistantError';
  }
}

const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', fr: 'French', it: 'Italian', es: 'Spanish', zh: 'Simplified Chinese' };

/** The passages the model may use, in the order they are numbered (1-based) in the prompt. */
interface Context {
  passages: Array<{ title: string; text: string; source: AssistantSource | null }>;
}

function contextOf(hits: Hit[], prices: { text: string; sources: AssistantSource[] }, lng: Language): Context {
  return {
    passages: [
      ...hits.map((h) => ({ title: h.passage.heading, text: shorten(h.passage.text, 1500), source: sourceOf(h.passage, lng) })),
      { title: prices.sources[0]?.title ?? 'Prices', text: prices.text, source: prices.sources[0] ?? null },
    ],
  };
}

export function systemPrompt(lng: Language, context: Context): string {
  const numbered = context.passages.map((p, i) => `[${i + 1}] ${p.title}\n${p.text}`).join('\n\n');
  return [
    `You are the help assistant of ${company().name}, a private airport and city transfer service in Paris.`,
    'Answer the visitor ONLY from the numbered passages below, which come from our website and our live prices.',
    'Never invent prices, times, rules or services. If the passages do not answer the question, say that you are not sure and that a person from our team can help by the contact form, e-mail or WhatsApp.',
    `Answer in ${LANGUAGE_NAMES[lng]}, in at most a few short sentences, as plain text without markdown.`,
    'Reply with a JSON object and nothing else: {"answer": string, "used": [numbers of the passages you used], "confident": true when the passages clearly answer the question, else false}.',
    '',
    'Passages:',
    numbered,
  ].join('\n');
}

/** The request body: the instructions with the passages, the earlier turns, then the question. */
export function requestBody(model: string, q: AssistantQuestion, context: Context) {
  return {
    model,
    temperature: 0.2,
    max_tokens: 600,
    response_format: { type: 'json_object' },
    messages: [
      { role: 'system', content: systemPrompt(q.language, context) },
      // Only the visitor's own earlier questions: the browser sends the history, so an "assistant" turn
      // from it would be the caller's words put in the model's mouth.
      ...q.history.filter((t) => t.role === 'visitor').map((t) => ({ role: 'user', content: t.text })),
      { role: 'user', content: q.question },
    ],
  };
}

const completionSchema = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });
const replySchema = z.object({ answer: z.string().trim().min(1), used: z.array(z.number().int()).default([]), confident: z.boolean() });

function failure(e: unknown): AssistantError {
  if (e instanceof AssistantError) return e;
  const name = (e as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return new AssistantError('timeout', 'no answer in time');
  return new AssistantError('unavailable', (e as Error | null)?.message ?? String(e));
}

function statusFailure(status: number): AssistantError {
  if (status === 429) return new AssistantError('rate-limited', 'HTTP 429');
  if (status >= 400 && status < 500) return new AssistantError('refused', `HTTP ${status}`);
  return new AssistantError('unavailable', `HTTP ${status}`);
}

export function openAiAssistant(options: OpenAiOptions): AssistantProvider {
  // Looked up at call time: the global fetch of the instance (Node 20), or the one a test gives.
  const send: typeof fetch = (input, init) => (options.fetch ?? fetch)(input, init);
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function complete(q: AssistantQuestion, context: Context): Promise<AssistantAnswer> {
    let res: Response;
    let text: string;
    try {
      res = await send(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(requestBody(options.model, q, context)),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await res.text();
    } catch (e) {
      throw failure(e);
    }
    if (!res.ok) throw statusFailure(res.status);
    let reply: z.infer<typeof replySchema>;
    try {
      const content = completionSchema.parse(JSON.parse(text)).choices[0]!.message.content;
      reply = replySchema.parse(JSON.parse(content));
    } catch {
      throw new AssistantError('bad-response', 'not the JSON reply asked for');
    }
    const sources: AssistantSource[] = [];
    for (const n of new Set(reply.used)) {
      const source = context.passages[n - 1]?.source;
      if (source && !sources.some((s) => s.page === source.page && s.anchor === source.anchor)) sources.push(source);
    }
    return {
      answer: shorten(reply.answer, ASSISTANT_LIMITS.answerChars),
      sources: sources.slice(0, 4),
      // A reply that names no passage is not grounded in the site, whatever the model says of itself.
      confident: reply.confident && sources.length > 0,
      handover: handover(),
      provider: 'openai',
    };
  }

  return {
    name: 'openai',
    async answer(q) {
      const local = await localReply(options, q);
      // Prices are always the local code's, from the live tariff: the model never words one.
      if (local.kind === 'fare' || local.kind === 'extras' || local.kind === 'overview') return local.answer;
      try {
        const { tariff } = await options.tariff();
        return await complete(q, contextOf(local.hits, overviewReply(tariff, q.language), q.language));
      } catch (e) {
        const error = failure(e);
        options.onFailure?.(error.reason, error.message);
        return local.answer;
      }
    },
  };
}
