/**
 * How long the local adapter takes to answer (issue [G] 3: "answers locally in under a second"), run
 * once by hand, not in the test suite (timings there would be flaky on a shared machine):
 *
 *   pnpm exec tsx packages/functions/src/assistant/bench-local.ts
 *
 * Uses the seeded tariff (migration 0006) in place of Postgres, so it measures the assistant itself:
 * the first question of each language (which builds that language's index) and then every FAQ
 * question of the site plus a few price questions, in the five languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LANGUAGES } from '@rides/contracts/languages';
import { tariffSchema } from '@rides/contracts/pricing';
import { CONTENT } from './content-source';
import { contentKnowledge } from './knowledge';
import { localAssistant } from './local-assistant';

const sql = fs.readFileSync(path.resolve(__dirname, '../../migrations/0006_tariffs.sql'), 'utf8');
const tariff = tariffSchema.parse(JSON.parse(/\$tariff\$([\s\S]*?)\$tariff\$/.exec(sql)![1]!));
const assistant = localAssistant({ knowledge: contentKnowledge(), tariff: async () => ({ version: 1, tariff }) });
const PRICE_QUESTIONS = ['How much from Orly to Paris in a van?', 'combien coûte Orly Paris en van', 'quanto costa da Orly a Parigi in van', '¿cuánto cuesta de Orly a París en van?', '从奥利机场到巴黎坐商务车多少钱'];

async function main() {
  const cold: string[] = [];
  const warm: number[] = [];
  for (const language of LANGUAGES) {
    const items = Object.values((CONTENT[language].faq as { items?: Record<string, { q: string }> }).items ?? {}).map((i) => i.q);
    const questions = [...items, ...PRICE_QUESTIONS, 'xqzv blorp'];
    const t0 = performance.now();
    await assistant.answer({ question: questions[0]!, language, history: [] });
    cold.push(`${language} ${(performance.now() - t0).toFixed(1)} ms`);
    for (let round = 0; round < 20; round++) {
      for (const question of questions) {
        const t = performance.now();
        await assistant.answer({ question, language, history: [] });
        warm.push(performance.now() - t);
      }
    }
  }
  warm.sort((a, b) => a - b);
  const at = (p: number) => warm[Math.min(warm.length - 1, Math.floor(p * warm.length))]!.toFixed(2);
  console.log(`first question per language (builds the index): ${cold.join(', ')}`);
  console.log(`then ${warm.length} answers: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${warm[warm.length - 1]!.toFixed(2)} ms`);
}

void main();
