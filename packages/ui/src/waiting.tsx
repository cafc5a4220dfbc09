import { Box, Spinner, Text } from '@chakra-ui/react';

/**
 * The one "something is loading" block: a spinner and what is being waited for, announced politely.
 * `compact`: a line inside a panel or a notice (small spinner, small text), instead of a page's block.
 */
export function Waiting({ text, compact = false }: { text: string; compact?: boolean }) {
  if (compact)
    return (
      <Box role="status" aria-live="polite" display="flex" gap={2} alignItems="center">
        <Spinner size="xs" color="brand.600" />
        <Text fontSize="sm">{text}</Text>
      </Box>
    );
  return (
    <Box role="status" aria-live="polite" display="flex" gap={3} alignItems="center" justifyContent="center" py={16}>
      <Spinner size="md" color="brand.600" />
      <Text>{text}</Text>
    </Box>
  );
}
