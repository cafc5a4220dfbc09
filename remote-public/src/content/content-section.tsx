import type { ReactNode } from 'react';
import { Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ContentSection as Section } from './topic-text';
import { LinkedText } from './linked-text';

const Paragraphs = ({ texts }: { texts?: string[] }) =>
  texts?.map((p, i) => (
    <Text key={i} lineHeight="tall">
      <LinkedText text={p} />
    </Text>
  ));

/** One section: an h2 whose id is the section's (the anchor of `/terms#<id>`), then its text, then `children` (links). */
export function ContentSection({ id, section, children }: { id: string; section: Section; children?: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap={3}>
      <Heading as="h2" id={id} size="xl" scrollMarginTop={6}>
        {section.heading}
      </Heading>
      <Paragraphs texts={section.body} />
      {section.list && (
        <List.Root ps={5} gap={2}>
          {section.list.map((item, i) => (
            <List.Item key={i} lineHeight="tall">
              <LinkedText text={item} />
            </List.Item>
          ))}
        </List.Root>
      )}
      <Paragraphs texts={section.after} />
      {children}
    </Stack>
  );
}
