import { environmentOf } from '../env';

/**
 * The assistant's settings (`config().assistant`), read from the environment with the rest of config.ts.
 * ASSISTANT_PROVIDER picks who answers:
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
  timeoutMs: number;
}

export const ASSISTANT_DEFAULTS = { model: 'gpt-4o-mini', baseUrl: 'https://api.openai.com/v1', timeoutMs: 8000 } as const;

export class AssistantNotConfiguredError extends Error {
  constructor(message: string) {
    super(`assistant: ${message}`);
    this.name = 'AssistantNotConfiguredError';
  }
}

const set = (v: string | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);

/**
 * Refuses a provider it does not know, and a hosted one without its key (outside the CLI's code
 * discovery, which runs without secrets), so a deploy that asks for the model but forgot the key
 * fails when the instance starts instead of answering every visitor with an error.
 */
export function readAssistantConfig(env: NodeJS.ProcessEnv): AssistantConfig {
  const provider = (set(env.ASSISTANT_PROVIDER) ?? 'local').toLowerCase();
  const cfg: AssistantConfig = {
    provider,
    apiKey: set(env.ASSISTANT_API_KEY),
    model: set(env.ASSISTANT_MODEL) ?? ASSISTANT_DEFAULTS.model,
    baseUrl: (set(env.ASSISTANT_BASE_URL) ?? ASSISTANT_DEFAULTS.baseUrl).replace(/\/+$/, ''),
    timeoutMs: Number(set(env.ASSISTANT_TIMEOUT_MS) ?? ASSISTANT_DEFAULTS.timeoutMs),
  };
  if (provider !== 'local' && provider !== 'openai') throw new AssistantNotConfiguredError(`ASSISTANT_PROVIDER must be "local" or "openai", not "${provider}"`);
  if (!Number.isFinite(cfg.timeoutMs) || cfg.timeoutMs <= 0) throw new AssistantNotConfiguredError('ASSISTANT_TIMEOUT_MS must be a positive number of milliseconds');
  if (provider === 'openai' && !cfg.apiKey && env.FUNCTIONS_CONTROL_API !== 'true') {
    throw new AssistantNotConfiguredError(`ASSISTANT_PROVIDER=openai needs ASSISTANT_API_KEY (environment "${environmentOf(env)}")`);
  }
  return cfg;
}
