import * as logs from './logs';
import { currentTariff } from '../pricing/tariff.service';
import { config } from '../config';
import type { AssistantConfig } from '../config/assistant';
import { contentKnowledge } from './knowledge';
import { localAssistant, type LocalDeps } from './local-assistant';
import { openAiAssistant } from './openai-assistant';
import type { AssistantProvider } from './provider';

/** The provider ASSISTANT_PROVIDER names (config/assistant.ts has already refused anything else). */
export function selectAssistant(cfg: AssistantConfig, deps: LocalDeps, fetchImpl?: typeof fetch): AssistantProvider {
  if (cfg.provider !== 'openai' || !cfg.apiKey) return localAssistant(deps);
  return openAiAssistant({
    ...deps,
    baseUrl: cfg.baseUrl,
    apiKey: cfg.apiKey,
    model: cfg.model,
    timeoutMs: cfg.timeoutMs,
    ...(fetchImpl && { fetch: fetchImpl }),
    onFailure: (reason, detail) => logs.modelFailed(cfg.provider, reason, detail),
  });
}

let cached: AssistantProvider | null = null;
/** This instance's assistant, chosen once; the content index is built on the first question. */
export function assistantProvider(): AssistantProvider {
  if (!cached) {
    cached = selectAssistant(config().assistant, { knowledge: contentKnowledge(), tariff: currentTariff });
    logs.providerSelected(cached.name);
  }
  return cached;
}
