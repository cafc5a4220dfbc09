import { useId, type ReactNode } from 'react';
import { Box, Heading } from '@chakra-ui/react';

/** A titled part of the request detail, named by its heading for screen readers' landmarks. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h3" size="sm" mb={2} id={id}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
