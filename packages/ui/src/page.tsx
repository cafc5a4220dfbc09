import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';

/** The frame of a page: one h1, an optional lead paragraph, then the content. `wide` for work screens with tables (dispatch, all requests). */
export function Page({ title, lead, wide = false, children }: { title: string; lead?: string; wide?: boolean; children?: ReactNode }) {
  return (
    <Box maxW={wide ? '7xl' : '5xl'} mx="auto" px={{ base: 4, md: 8 }} py={{ base: 8, md: 12 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb={lead ? 3 : 6}>
        {title}
      </Heading>
      {lead && (
        <Text fontSize="lg" color="fg.muted" mb={6}>
          {lead}
        </Text>
      )}
      {children}
    </Box>
  );
}
