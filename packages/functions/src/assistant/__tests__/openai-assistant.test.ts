/** @jest-environment node */
import { assistantAnswerSchema } from '@rides/contracts/assistant';
import { formatMoney } from '@rides/i18n/format';
import { contentKnowledge } from '../knowledge';
import { openAiAssistant, type AssistantFailure } from '../openai-assistant';
import type { AssistantQuestion } from '../provider';
import { repricedTariff, tariffSource } from './fixtures';

/** The hosted adapter over a fake fetch: what it sends, what it makes of the reply, and its fallback. */
const tariff = repricedTariff();
const completion = (content: unknown) => ({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) }, finish_reason: 'stop' }] });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: (url: string, init: RequestInit) => Promise<Response>, timeoutMs = 2000) {
  const fetch = jest.fn(answer);
  const failures: Array<[AssistantFailure, string]> = [];
  const provider = openAiAssistant({
    knowledge: contentKnowledge(),
    tariff: tariffSource(tariff),
    baseUrl: 'https://llm.example/v1/',
    apiKey: 'sk-test-key',
    model: 'test-model',
    timeoutMs,
    fetch: fetch as unknown as typeof globalThis.fetch,
    onFailure: (reason, detail) => failures.push([reason, detail]),
  });
  const ask = async (q: Partial<AssistantQuestion> & { question: string }) => assistantAnswerSchema.parse(await provider.answer({ language: 'en', history: [], ...q }));
  const sent = (i = 0) => {
    const [url, init] = fetch.mock.calls[i]!;
    return { url, init, body: JSON.parse(String(init.body)) as { model: string; messages: Array<{ role: string; content: string }>; response_format: unknown; temperature: number } };
  };
  return { fetch, failures, ask, sent };
}

describe('the hosted assistant (OpenAI-compatible chat completions)', () => {
  it('posts the retrieved passages and instructions, with the key, the model, the visitor’s earlier questions and the question', async () => {
    const { ask, sent } = setup(async () => json(completion({ answer: 'Le chauffeur attend 60 minutes.', used: [1], confident: true })));
    await ask({
      question: 'Combien de temps le chauffeur attend-il ?',
      language: 'fr',
      history: [
        { role: 'visitor', text: 'Bonjour' },
        { role: 'assistant', text: 'Bonjour ! Que puis-je faire pour vous ?' },
      ],
    });
    const { url, init, body } = sent();
    expect(url).toBe('https://llm.example/v1/chat/completions');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ authorization: 'Bearer sk-test-key', 'content-type': 'application/json' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    // The earlier "assistant" turn came from the browser: never given to the model as its own words.
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    expect(body.messages.slice(1).map((m) => m.content)).toEqual(['Bonjour', 'Combien de temps le chauffeur attend-il ?']);
    const system = body.messages[0]!.content;
    expect(system).toContain('ONLY from the numbered passages');
    expect(system).toContain('Answer in French');
    expect(system).toContain('not sure');
    // Retrieval first: the FAQ entry on waiting is passage 1, in French; the live prices are the last passage.
    expect(system).toMatch(/\[1\] Combien de temps le chauffeur m’attend-il/);
    expect(system).toContain(formatMoney(tariff.airportFares.CDG.sedan, 'fr'));
  });

  it('answers with the model text and cites the passages it used, labelled as the hosted provider', async () => {
    const { ask } = setup(async () => json(completion({ answer: 'The driver waits 60 minutes after landing.', used: [1, 1, 99], confident: true })));
    const reply = await ask({ question: 'How long will the driver wait for me?' });
    expect(reply).toMatchObject({ answer: 'The driver waits 60 minutes after landing.', confident: true, provider: 'openai' });
    expect(reply.sources).toEqual([{ page: '/faq', anchor: 'waiting-time', title: 'How long will the driver wait for me?' }]);
    expect(reply.handover.contactPage).toBe('/contact');
  });

  it('is not confident when the model says so, or cites no passage', async () => {
    const unsure = setup(async () => json(completion({ answer: 'I am not sure; please ask our team.', used: [], confident: true })));
    expect(await unsure.ask({ question: 'Is there wifi in the car?' })).toMatchObject({ confident: false, sources: [], provider: 'openai' });
    const modest = setup(async () => json(completion({ answer: 'Maybe.', used: [1], confident: false })));
    expect((await modest.ask({ question: 'How long will the driver wait for me?' })).confident).toBe(false);
  });

  it('prices airport fares itself, without calling the model', async () => {
    const { ask, fetch } = setup(async () => json(completion({ answer: 'whatever', used: [], confident: true })));
    const reply = await ask({ question: 'How much from Orly to Paris in a van?' });
    expect(fetch).not.toHaveBeenCalled();
    expect(reply).toMatchObject({ provider: 'local', confident: true });
    expect(reply.answer).toContain(formatMoney(tariff.airportFares.ORY.van, 'en'));
  });

  it.each([
    ['an HTTP error', async () => json({ error: { message: 'overloaded' } }, 503), 'unavailable'],
    ['a refused key', async () => json({ error: { message: 'bad key' } }, 401), 'refused'],
    ['its rate limit', async () => json({ error: { message: 'slow down' } }, 429), 'rate-limited'],
    ['a network failure', async () => Promise.reject(new TypeError('fetch failed')), 'unavailable'],
    ['a reply that is not JSON', async () => json(completion('Sure! The driver waits an hour.')), 'bad-response'],
    ['a reply without the fields asked for', async () => json(completion({ text: 'hi' })), 'bad-response'],
    ['a body that is not a completion', async () => new Response('<html>gateway</html>', { status: 200 }), 'bad-response'],
  ] as const)('falls back to the local answer on %s, and reports why', async (_what, answer, reason) => {
    const { ask, failures } = setup(answer);
    const reply = await ask({ question: 'How long will the driver wait for me?' });
    expect(reply).toMatchObject({ provider: 'local', confident: true, sources: [{ page: '/faq', anchor: 'waiting-time' }] });
    expect(failures.map(([r]) => r)).toEqual([reason]);
  });

  it('gives up after its timeout and answers locally', async () => {
    const { ask, failures } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
      50,
    );
    const reply = await ask({ question: 'How long will the driver wait for me?' });
    expect(reply.provider).toBe('local');
    expect(failures.map(([r]) => r)).toEqual(['timeout']);
  });

  it('hands over to a person when neither the model nor the local content can answer', async () => {
    const { ask } = setup(async () => json({}, 500));
    expect(await ask({ question: 'xqzv blorp flibber' })).toMatchObject({ provider: 'local', confident: false, sources: [] });
  });
});
