import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { FaqEntry } from './faq-search';

/** An answer's short paragraphs (separated by a blank line in the content). */
export function FaqAnswer({ text }: { text: string }) {
  return (
    <Stack gap={3}>
      {text.split(/\n{2,}/).map((p, i) => (
        <Text key={i} color="fg.muted">
          {p}
        </Text>
      ))}
    </Stack>
  );
}

interface Props {
  entry: FaqEntry;
  open: boolean;
  onToggle: (id: string) => void;
  /** The page's FAQ gives each question its anchor (/faq#<id>); a digest elsewhere does not. */
  anchor?: boolean;
}

/**
 * One question as a disclosure (WAI-ARIA accordion pattern): a heading holding a button that says
 * whether its answer is shown. The answer stays in the page when closed (hidden), so it is not
 * fetched or laid out again on opening.
 */
export function FaqItem({ entry, open, onToggle, anchor = false }: Props) {
  const panelId = `faq-answer-${entry.id}`;
  return (
    <Box id={anchor ? entry.id : undefined} borderBottomWidth="1px" borderColor="border" scrollMarginTop="6rem">
      <Heading as="h3" size="md" fontWeight="semibold">
        <chakra.button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(entry.id)}
          display="flex"
          w="full"
          alignItems="center"
          justifyContent="space-between"
          gap={4}
          py={4}
          textAlign="start"
          cursor="pointer"
          _hover={{ color: 'brand.700' }}
        >
          <span>{entry.q}</span>
          <Box as="span" aria-hidden="true" fontSize="xl" lineHeight="1" color="brand.700" flexShrink={0}>
            {open ? '−' : '+'}
          </Box>
        </chakra.button>
      </Heading>
      <Box id={panelId} hidden={!open} pb={5}>
        <FaqAnswer text={entry.a} />
      </Box>
    </Box>
  );
}
