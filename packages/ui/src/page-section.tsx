import { useId, type ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';

/** A titled part of a page: a section named by its h2 (under the page's h1), for landmark navigation. */
export function PageSection({ title, size = 'lg', children }: { title: string; size?: 'md' | 'lg'; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap={3}>
      <Heading as="h2" size={size} id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
