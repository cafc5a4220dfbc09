import { useTranslation } from 'react-i18next';
import { formatWallDate, formatWallTime } from '@rides/i18n/format';
import type { Problem } from './problems';

/** The translated message of a field problem, with its date and time written for the reader. */
export function useProblemText(): (p: Problem | undefined) => string | undefined {
  const { t, i18n } = useTranslation('public');
  return (p) => {
    if (!p) return undefined;
    const values: Record<string, string | number> = { ...p.values };
    if (typeof values.date === 'string') values.date = formatWallDate(values.date, i18n.language);
    if (typeof values.time === 'string') values.time = formatWallTime(values.time, i18n.language);
    return t(`booking.errors.${p.key}`, values);
  };
}
