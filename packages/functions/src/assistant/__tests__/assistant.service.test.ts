/** @jest-environment node */
import { ASSISTANT_RATE_LIMIT, askAssistantInput } from '@rides/contracts/assistant';
import { formatMoney } from '@rides/i18n/format';
import type { Db } from '../../db/db';
import { usePglite } from '../../test-kit/pglite';
import { activeTariff } from '../../pricing/tariff.repo';
import { answerQuestion, ASSISTANT_BUCKET_PREFIX } from '../assistant.service';
import { contentKnowledge } from '../knowledge';
import { localAssistant } from '../local-assistant';
import type { AssistantProvider } from '../provider';

/** The callable's service on real SQL: the per-address limit, and the local adapter reading the tariff from Postgres. */
describe('askAssistant service', () => {
  const pg = usePglite();
  let db: Db;
  let provider: AssistantProvider;
  beforeAll(async () => {
    db = pg.db;
    // The tariff straight from the table (the callable adds the one-minute cache of tariff.service.ts).
    provider = localAssistant({ knowledge: contentKnowledge(), tariff: () => activeTariff(db) });
  }, 60_000);

  const T0 = new Date('2026-11-24T10:00:00Z');
  const input = (question: string, language: 'en' | 'fr' = 'en') => askAssistantInput.parse({ question, language });
  const from = (sourceIp: string) => ({ sourceIp, userAgent: 'jest', pageUrl: 'http://localhost:5000/#help' });
  const ask = (question: string, ip: string, now = T0) => answerQuestion({ db, provider: () => provider, now: () => now }, input(question), from(ip));

  it('answers the Orly van fare from the active tariff in Postgres, and the new figure once another tariff is active', async () => {
    const { tariff } = await activeTariff(db);
    expect((await ask('How much from Orly to Paris in a van?', '203.0.113.1')).answer).toContain(formatMoney(tariff.airportFares.ORY.van, 'en'));

    const next = { ...tariff, airportFares: { ...tariff.airportFares, ORY: { sedan: 6900, van: 9200 } } };
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('tariffs').set({ active: false }).where('active', '=', true).execute();
      await trx.insertInto('tariffs').values({ version: 99, data: JSON.stringify(next), active: true }).execute();
    });
    const reply = await ask('combien coûte Orly Paris en van', '203.0.113.1');
    expect(reply.answer).toContain(formatMoney(9200, 'en'));
  });

  // 32 questions, each its own transaction on PGlite: more than the default 5 s on a busy machine.
  it(`takes ${ASSISTANT_RATE_LIMIT.questions} questions in ${ASSISTANT_RATE_LIMIT.windowMs / 60_000} minutes from one address, then refuses with the wait`, async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < ASSISTANT_RATE_LIMIT.questions; i++) {
      await expect(ask('How long will the driver wait for me?', ip, new Date(T0.getTime() + i * 1000))).resolves.toMatchObject({ confident: true });
    }
    const tooMany = ask('One more question?', ip, new Date(T0.getTime() + 60_000));
    await expect(tooMany).rejects.toMatchObject({ code: 'resource-exhausted', details: { reason: 'rate-limited', retryAfterMs: ASSISTANT_RATE_LIMIT.windowMs - 60_000 } });
    // Another address is not affected, and the first one may ask again once its oldest question is out of the window.
    await expect(ask('How long will the driver wait for me?', '198.51.100.8', new Date(T0.getTime() + 60_000))).resolves.toMatchObject({ provider: 'local' });
    await expect(ask('How long will the driver wait for me?', ip, new Date(T0.getTime() + ASSISTANT_RATE_LIMIT.windowMs + 1))).resolves.toMatchObject({ provider: 'local' });
    const rows = await db.selectFrom('sign_in_attempts').select('identifier').where('source_ip', '=', ip).execute();
    expect(new Set(rows.map((r) => r.identifier))).toEqual(new Set([`${ASSISTANT_BUCKET_PREFIX}${ip}`]));
  }, 30_000);

  it('counts questions from callers without a known address in one shared bucket', async () => {
    await answerQuestion({ db, provider: () => provider, now: () => T0 }, input('Hello'), { sourceIp: null, userAgent: '', pageUrl: '' });
    const rows = await db.selectFrom('sign_in_attempts').select('identifier').where('identifier', '=', `${ASSISTANT_BUCKET_PREFIX}unknown`).execute();
    expect(rows).toHaveLength(1);
  });
});
