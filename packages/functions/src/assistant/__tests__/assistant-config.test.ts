/** @jest-environment node */
import { ASSISTANT_DEFAULTS, AssistantNotConfiguredError, readAssistantConfig } from '../../config/assistant';
import { selectAssistant } from '../select-assistant';
import { contentKnowledge } from '../knowledge';
import { seededTariff, tariffSource } from './fixtures';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn() } }));

const deps = { knowledge: contentKnowledge(), tariff: tariffSource(seededTariff()) };

describe('choosing the assistant (ASSISTANT_* settings)', () => {
  it('is local by default, with no key needed', () => {
    const cfg = readAssistantConfig({});
    expect(cfg).toEqual({ provider: 'local', apiKey: null, ...ASSISTANT_DEFAULTS });
    expect(selectAssistant(cfg, deps).name).toBe('local');
  });

  it('uses the hosted model with its key, base URL and model', () => {
    const cfg = readAssistantConfig({ ASSISTANT_PROVIDER: 'OpenAI', ASSISTANT_API_KEY: 'sk-1', ASSISTANT_MODEL: 'mistral-small-latest', ASSISTANT_BASE_URL: 'https://api.mistral.ai/v1/', ASSISTANT_TIMEOUT_MS: '5000' });
    expect(cfg).toEqual({ provider: 'openai', apiKey: 'sk-1', model: 'mistral-small-latest', baseUrl: 'https://api.mistral.ai/v1', timeoutMs: 5000 });
    expect(selectAssistant(cfg, deps).name).toBe('openai');
  });

  it('refuses the hosted model without its key, in every environment, except during the CLI code discovery', () => {
    for (const env of [{ ASSISTANT_PROVIDER: 'openai' }, { ASSISTANT_PROVIDER: 'openai', RIDES_ENV: 'local', ASSISTANT_API_KEY: ' ' }]) {
      expect(() => readAssistantConfig(env)).toThrow(AssistantNotConfiguredError);
      expect(() => readAssistantConfig(env)).toThrow('needs ASSISTANT_API_KEY');
    }
    const discovery = readAssistantConfig({ ASSISTANT_PROVIDER: 'openai', FUNCTIONS_CONTROL_API: 'true' });
    expect(selectAssistant(discovery, deps).name).toBe('local');
  });

  it('refuses a provider it does not know, and a timeout that is not a duration', () => {
    expect(() => readAssistantConfig({ ASSISTANT_PROVIDER: 'chatbot' })).toThrow('must be "local" or "openai"');
    expect(() => readAssistantConfig({ ASSISTANT_TIMEOUT_MS: 'soon' })).toThrow('ASSISTANT_TIMEOUT_MS');
  });
});
