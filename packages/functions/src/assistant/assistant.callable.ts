import { askAssistant } from '@rides/contracts/assistant';
import { callable } from '../http/callable';
import { requestFacts } from '../http/request-facts';
import { db } from '../db/db';
import { answerQuestion } from './assistant.service';
import { assistantProvider } from './select-assistant';

/** Public: the help dialog's questions (visitors have no account). Limited per client address. */
export const askAssistantCallable = callable(askAssistant, 'public', (input, { rawRequest }) =>
  answerQuestion({ db: db(), provider: assistantProvider }, input, requestFacts(rawRequest)),
);
