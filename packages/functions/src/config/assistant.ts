import { z } from 'zod';
import { environmentOf } from '../env';
import { adapterName, httpUrl, parseEnv, trimmed, wholeNumber, type Requirement } from './schema';

/**
 * The assistant's settings (`config().assistant`). ASSISTANT_PROVIDER picks who answers:
 *  - `local` (the default): the site's own content and the live tariff, no third party;
 *  - `openai`: an OpenAI-compatible Chat Completions API at ASSISTANT_BASE_URL (default OpenAI's;
 *    e.g. https://api.mistral.ai/v1 for Mistral) with ASSISTANT_MODEL, keyed by ASSISTANT_API_KEY (a
 *    secret: Secret Manager), waiting at most ASSISTANT_TIMEOUT_MS before the local adapter answers.
 */
export interface AssistantConfig {
  provider: string;
  apiKey: string | null;
  model: string;
  baseUrl: string;
  /** 1 to 60000 ms. */
  timeoutMs: number;
}

export const ASSISTANT_DEFAULTS = { model: 'gpt-4o-mini', baseUrl: 'https://api.openai.com/v1', timeoutMs: 8000 } as const;

export class AssistantNotConfiguredError extends Error {
  constructor(message: string) {
    super(`assistant: ${message}`);
    this.name = 'AssistantNotConfiguredError';
  }
}

const SCHEMA = z.object({
  ASSISTANT_PROVIDER: adapterName(),
  ASSISTANT_API_KEY: trimmed(),
  ASSISTANT_MODEL: trimmed(),
  ASSISTANT_BASE_URL: httpUrl(),
  ASSISTANT_TIMEOUT_MS: wholeNumber({ fallback: ASSISTANT_DEFAULTS.timeoutMs, min: 1, max: 60_000, unit: 'milliseconds' }),
});

/**
 * The hosted adapter's key, asked for outside `local` only when that adapter is chosen. A `credential`
 * (see Requirement), not a global secret param: a deploy would demand it whatever is chosen.
 */
export const assistantNeeds = (env: NodeJS.ProcessEnv): Requirement[] =>
  adapterName().parse(env.ASSISTANT_PROVIDER) === 'openai' ? [{ name: 'ASSISTANT_API_KEY', subsystem: 'assistant', secret: false, credential: true }] : [];

/**
 * Refuses a provider it does not know, a timeout that is not a duration, and a hosted provider without
 * its key (outside the CLI's code discovery, which runs without secrets), so a deploy that asks for the
 * model but forgot the key fails when the instance starts instead of answering every visitor with an error.
 */
export function readAssistantConfig(env: NodeJS.ProcessEnv): AssistantConfig {
  const v = parseEnv(SCHEMA, env, (message) => new AssistantNotConfiguredError(message));
  const provider = v.ASSISTANT_PROVIDER ?? 'local';
  if (provider !== 'local' && provider !== 'openai') throw new AssistantNotConfiguredError(`ASSISTANT_PROVIDER must be "local" or "openai", not "${provider}"`);
  if (provider === 'openai' && !v.ASSISTANT_API_KEY && env.FUNCTIONS_CONTROL_API !== 'true') {
    throw new AssistantNotConfiguredError(`ASSISTANT_PROVIDER=openai needs ASSISTANT_API_KEY (environment "${environmentOf(env)}")`);
  }
  return {
    provider,
    apiKey: v.ASSISTANT_API_KEY ?? null,
    model: v.ASSISTANT_MODEL ?? ASSISTANT_DEFAULTS.model,
    baseUrl: (v.ASSISTANT_BASE_URL ?? ASSISTANT_DEFAULTS.baseUrl).replace(/\/+$/, ''),
    timeoutMs: v.ASSISTANT_TIMEOUT_MS,
  };
}
