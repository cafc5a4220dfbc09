import { useEffect, useRef, useState } from 'react';
import { ASSISTANT_LIMITS, askAssistant, type AssistantAnswer, type AssistantTurn } from '@rides/contracts/assistant';
import type { Language } from '@rides/contracts/languages';
import { callPublic } from '@rides/platform/public-api';
import { readRefusal } from '@rides/platform/refusal';

/** One line of the conversation: the visitor's question, the assistant's answer, or why there is none. */
export type ChatTurn =
  | { id: number; role: 'visitor'; text: string }
  | { id: number; role: 'assistant'; answer: AssistantAnswer }
  | { id: number; role: 'failure'; reason: 'rate-limited' | 'unavailable' };

/** The last turns sent back with a question (follow-ups such as "and in a van?"), as the contract caps them. */
export function historyOf(turns: readonly ChatTurn[]): AssistantTurn[] {
  return turns
    .flatMap((t): AssistantTurn[] =>
      t.role === 'visitor' ? [{ role: 'visitor', text: t.text }] : t.role === 'assistant' ? [{ role: 'assistant', text: t.answer.answer }] : [],
    )
    .slice(-ASSISTANT_LIMITS.historyTurns)
    .map((t) => ({ ...t, text: t.text.slice(0, ASSISTANT_LIMITS.turnChars) }));
}

/**
 * The help dialog's conversation. Questions go to the public `askAssistant` callable with plain fetch
 * (callPublic: visitors never load the Firebase SDK); nothing is cached, a conversation lives as long
 * as the page. A question still on its way when the dialog's code unmounts is abandoned.
 */
export function useAssistantChat(language: Language) {
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [pending, setPending] = useState(false);
  const nextId = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  async function ask(question: string): Promise<void> {
    const text = question.trim();
    if (!text || pending) return;
    const history = historyOf(turns);
    const controller = new AbortController();
    inFlight.current = controller;
    setTurns((ts) => [...ts, { id: nextId.current++, role: 'visitor', text }]);
    setPending(true);
    try {
      const answer = await callPublic(askAssistant, { question: text, language, history }, controller.signal);
      setTurns((ts) => [...ts, { id: nextId.current++, role: 'assistant', answer }]);
    } catch (error) {
      if (controller.signal.aborted) return;
      const reason = readRefusal(error).code === 'resource-exhausted' ? 'rate-limited' : 'unavailable';
      setTurns((ts) => [...ts, { id: nextId.current++, role: 'failure', reason }]);
    } finally {
      if (!controller.signal.aborted) setPending(false);
    }
  }

  return { turns, pending, ask };
}
