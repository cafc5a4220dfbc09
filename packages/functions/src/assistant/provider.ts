import type { AssistantAnswer, AssistantProviderName, AssistantTurn, Handover } from '@rides/contracts/assistant';
import type { Language } from '@rides/contracts/languages';
import { company, whatsappLink } from '@rides/domain/company';

/** A question as the providers receive it (the callable has validated and trimmed it). */
export interface AssistantQuestion {
  question: string;
  language: Language;
  /** Earlier turns, oldest first. */
  history: readonly AssistantTurn[];
}

/**
 * Who answers the help dialog. `local` answers from the site's own content and the live tariff;
 * a hosted adapter asks a language model with the same retrieved passages, and falls back to the
 * local adapter when the model cannot be reached. Either way the answer names who gave it.
 */
export interface AssistantProvider {
  readonly name: AssistantProviderName;
  answer(question: AssistantQuestion): Promise<AssistantAnswer>;
}

/** The ways to reach a person (the environment's company facts, @rides/domain/company), sent with every answer. */
export const handover = (): Handover => ({ email: company().supportEmail, whatsapp: whatsappLink(), contactPage: '/contact' });
