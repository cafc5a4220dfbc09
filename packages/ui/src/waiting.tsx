import { Box, Spinner, Text } from '@chakra-ui/react';

/** The one "something is loading" block: a spinner and what is being waited for, announced politely. */
export function Waiting({ text }: { text: string }) {
  return (
    <Box role="status" aria-live="polite" display="flex" gap={3} alignItems="center" justifyContent="center" py={16}>
      <Spinner size="md" color="brand.600" />
      <Text>{text}</Text>
    </Box>
  );
}
