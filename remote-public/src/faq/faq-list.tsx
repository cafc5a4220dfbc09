import { Box } from '@chakra-ui/react';
import { PageSection } from '@rides/ui/page-section';
import type { FaqEntry } from './faq-search';
import { FaqItem } from './faq-item';

interface Props {
  categories: ReadonlyArray<{ id: string; label: string }>;
  entries: readonly FaqEntry[];
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** The questions under their categories (h2), in the content's order; a category with none shown is left out. */
export function FaqList({ categories, entries, open, onToggle }: Props) {
  return (
    <Box display="flex" flexDirection="column" gap={10}>
      {categories.map((c) => {
        const shown = entries.filter((e) => e.category === c.id);
        if (shown.length === 0) return null;
        return (
          <PageSection key={c.id} title={c.label}>
            <Box borderTopWidth="1px" borderColor="border">
              {shown.map((e) => (
                <FaqItem key={e.id} entry={e} open={open.has(e.id)} onToggle={onToggle} anchor />
              ))}
            </Box>
          </PageSection>
        );
      })}
    </Box>
  );
}
