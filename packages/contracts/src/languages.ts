import { z } from 'zod';
import { LANGUAGES } from './language-codes';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language-codes';

export const languageSchema = z.enum(LANGUAGES);
