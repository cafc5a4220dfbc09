import { useId } from 'react';
import { Box, Link, List, Text } from '@chakra-ui/react';

/** The sections of a long page (terms, privacy) as in-page links to their headings' ids. */
export function TableOfContents({ label, entries }: { label: string; entries: ReadonlyArray<{ id: string; heading: string }> }) {
  const labelId = useId();
  return (
    <Box as="nav" aria-labelledby={labelId} bg="bg.muted" borderRadius="md" p={{ base: 4, md: 5 }}>
      <Text id={labelId} fontWeight="semibold" mb={2}>
        {label}
      </Text>
      <List.Root as="ol" ps={5} gap={1}>
        {entries.map((e) => (
          <List.Item key={e.id}>
            <Link href={`#${e.id}`} colorPalette="brand">
              {e.heading}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
