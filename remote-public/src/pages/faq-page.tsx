import { useMemo, useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Page } from '@rides/ui/page';
import { Waiting } from '@rides/ui/waiting';
import { FaqEmpty } from '../faq/faq-empty';
import { FaqList } from '../faq/faq-list';
import { searchFaq } from '../faq/faq-search';
import { FaqSearchBox } from '../faq/faq-search-box';
import { faqNamespaces, useFaq } from '../faq/use-faq';

export const namespaces = faqNamespaces;
import { useHashTarget } from '../faq/use-hash-target';
import { useOpenSet } from '../faq/use-open-set';

/**
 * /faq (SPEC 2, issue [G] 4): every question under its category, searchable as you type (case and
 * accents ignored), the number of matches announced to screen readers, and the contact page offered
 * when nothing matches. /faq#<id> opens that question.
 */
export default function FaqPage() {
  const faq = useFaq();
  const { t } = useTranslation('faq');
  const { t: tc } = useTranslation();
  const [query, setQuery] = useState('');
  const { open, toggle, show } = useOpenSet();
  const matches = useMemo(() => (faq ? searchFaq(faq.entries, query) : []), [faq, query]);
  const ids = useMemo(() => faq?.entries.map((e) => e.id) ?? null, [faq]);
  useHashTarget(ids, show);

  if (!faq) return <Waiting text={tc('remote.loading')} />;
  const searching = query.trim() !== '';
  return (
    <Page title={t('title')} lead={t('lead')}>
      <Stack gap={6}>
        <Stack gap={2} role="search">
          <FaqSearchBox value={query} onChange={setQuery} />
          {/* Always in the page, so the first change is announced too; silent until a search. */}
          <Text role="status" aria-live="polite" aria-atomic="true" fontWeight="medium" minH="1.5em">
            {searching ? t('count', { count: matches.length }) : ''}
          </Text>
        </Stack>
        {matches.length === 0 ? <FaqEmpty /> : <FaqList categories={faq.categories} entries={matches} open={open} onToggle={toggle} />}
      </Stack>
    </Page>
  );
}
