import { Box } from '@chakra-ui/react';

/** Five star glyphs for a rating, whole stars only, rounded down so an average is never overstated (4.5 -> ★★★★☆). */
export const starGlyphs = (value: number): string => {
  const full = Math.min(5, Math.max(0, Math.floor(value)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
};

/**
 * A rating as stars, with its words for assistive technology (`label`, e.g. "Rated 4.3 out of 5"):
 * the glyphs alone would be read as "black star, black star…". Gold on white passes 3:1 for
 * graphics; the number is always written beside or in the label.
 */
export function Stars({ value, label, size = 'md' }: { value: number; label: string; size?: 'md' | 'lg' }) {
  return (
    <Box as="span" role="img" aria-label={label} color="orange.600" fontSize={size === 'lg' ? '2xl' : 'lg'} letterSpacing="0.1em" lineHeight="1">
      {starGlyphs(value)}
    </Box>
  );
}
