import { ASSISTANT_LIMITS, type AssistantAnswer, type AssistantSource } from '@rides/contracts/assistant';
import type { Language } from '@rides/contracts/languages';
import type { VersionedTariff } from '@rides/contracts/pricing';
import { company } from '@rides/domain/company';
import type { Hit } from './content-index';
import { airportReply, extrasReply, overviewReply, type PricedReply } from './fare-answer';
import { FARE_CONCEPTS, readFareFacts, saysOnlyFareWords, withContext, type FareFacts } from './fare-question';
import type { Knowledge } from './knowledge';
import { textsFor } from '../i18n/server-i18n';
import { handover, type AssistantProvider, type AssistantQuestion } from './provider';
import { sourceOf } from './sources';
import { tokens } from './text';

/**
 * How sure the local assistant must be (coverage, content-index.ts: the rarity-weighted share of the
 * question's words found in the passage). At CONFIDENT it answers with the passage; between MAYBE and
 * CONFIDENT it offers the page and a person; below MAYBE it hands over to a person. Chosen on the
 * site's own FAQ: each of its questions, asked as written, covers at least CONFIDENT (most cover 1;
 * the unit test asks them all), while gibberish and questions the site does not cover stay under MAYBE.
 */
export const CONFIDENT_COVERAGE = 0.6;
export const MAYBE_COVERAGE = 0.3;
/** A passage shown as an answer is cut at a sentence end near this length; the source link has the rest. */
const ANSWER_CHARS = 700;

/** What kind of answer it is: prices are computed, content is quoted, the rest hands over. */
export type LocalKind = 'fare' | 'extras' | 'overview' | 'content' | 'maybe' | 'unsure';

export interface LocalReply {
  kind: LocalKind;
  answer: AssistantAnswer;
  /** The passages found (the hosted adapter sends them to the model). */
  hits: Hit[];
}

export interface LocalDeps {
  knowledge: Knowledge;
  /** The active tariff (pricing/tariff.service.ts: Postgres through a one-minute cache). */
  tariff: () => Promise<VersionedTariff>;
}

/** At most `max` characters, cut after the last sentence that fits (or at a word when none does). */
export function shorten(text: string, max = ANSWER_CHARS): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const end = Math.max(...['. ', '! ', '? ', '。', '！', '？', '\n'].map((m) => head.lastIndexOf(m)));
  if (end > max / 3) return head.slice(0, end + 1).trim();
  return `${head.slice(0, head.lastIndexOf(' ') > 0 ? head.lastIndexOf(' ') : max).trim()}…`;
}

/** The visitor's previous question, for follow-ups ("and in a van?"). */
function previousFacts(q: AssistantQuestion): FareFacts | null {
  const last = [...q.history].reverse().find((t) => t.role === 'visitor');
  return last ? readFareFacts(last.text) : null;
}

const asAnswer = (reply: PricedReply | { text: string; sources: AssistantSource[] }, confident: boolean): AssistantAnswer => ({
  answer: shorten(reply.text, ASSISTANT_LIMITS.answerChars),
  sources: reply.sources.slice(0, 4),
  confident,
  handover: handover(),
  provider: 'local',
});

/** The best passage, and the next one when it is about as good and from another section. */
function contentSources(hits: Hit[], lng: Language): AssistantSource[] {
  const [best, next] = hits;
  if (!best) return [];
  const first = sourceOf(best.passage, lng);
  if (!next || next.coverage < CONFIDENT_COVERAGE || next.score < best.score * 0.8) return [first];
  const second = sourceOf(next.passage, lng);
  return second.page === first.page && second.anchor === first.anchor ? [first] : [first, second];
}

/**
 * The local adapter's reasoning, in order: a question naming an airport (with a price, Paris or a
 * vehicle) gets the fare; a price of seats or options gets those; then the best passage of the site
 * when it covers the question (unless the question asks only "how much is a ride?"); a price question
 * the content does not answer gets the overview of fares; otherwise a page that may help, or straight
 * to a person.
 */
export async function localReply(deps: LocalDeps, q: AssistantQuestion): Promise<LocalReply> {
  const lng = q.language;
  const p = textsFor('assistant', lng);
  const facts = withContext(readFareFacts(q.question), saysOnlyFareWords(q.question, lng) ? previousFacts(q) : null);
  if (facts.airports.length > 0 && facts.asksPrice) {
    const { tariff } = await deps.tariff();
    return { kind: 'fare', answer: asAnswer(airportReply(facts, tariff, lng), true), hits: [] };
  }
  if (facts.asksPrice && facts.extras.length > 0) {
    const { tariff } = await deps.tariff();
    return { kind: 'extras', answer: asAnswer(extrasReply(facts, tariff, lng), true), hits: [] };
  }
  const hits = deps.knowledge.search(q.question, lng, 5);
  const best = hits[0];
  // "How much is a ride?": nothing but fare words, a question for the tariff, not for a page that says "ride".
  const tariffOnly = facts.asksPrice && tokens(q.question, lng).every((t) => FARE_CONCEPTS.has(t));
  if (best && best.coverage >= CONFIDENT_COVERAGE && !tariffOnly) {
    return { kind: 'content', answer: asAnswer({ text: shorten(best.passage.text), sources: contentSources(hits, lng) }, true), hits };
  }
  if (facts.asksPrice) {
    const { tariff } = await deps.tariff();
    return { kind: 'overview', answer: asAnswer(overviewReply(tariff, lng), true), hits };
  }
  if (best && best.coverage >= MAYBE_COVERAGE) {
    const source = sourceOf(best.passage, lng);
    return { kind: 'maybe', answer: asAnswer({ text: p('maybe', { title: source.title, email: company().supportEmail }), sources: [source] }, false), hits };
  }
  return { kind: 'unsure', answer: asAnswer({ text: p('notSure', { email: company().supportEmail }), sources: [] }, false), hits };
}

/** The local adapter: the site's content and the live tariff, labelled `local` in every answer. */
export function localAssistant(deps: LocalDeps): AssistantProvider {
  return { name: 'local', answer: async (q) => (await localReply(deps, q)).answer };
}
