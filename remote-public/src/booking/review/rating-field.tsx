import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { RATINGS } from '@rides/contracts/reviews';
import { starGlyphs } from './stars';

interface Props {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
}

/** Keyboard focus shows on the whole card, as on the booking form's choice cards. */
const focusRing = { '&:has(input:focus-visible)': { outline: '3px solid {colors.brand.500}', outlineOffset: '2px' } };

/**
 * The rating, 1 to 5, as native radio inputs in one fieldset (arrow keys move between them). Each
 * option is named by its number and word ("4 stars, Very good"); the star glyphs are decoration.
 */
export function RatingField({ value, onChange, error }: Props) {
  const { t } = useTranslation('public');
  const errorId = useId();
  return (
    <Box as="fieldset" minW={0}>
      <Text as="legend" fontWeight="medium" mb={2}>
        {t('reviews.form.rating')}
        <Text as="span" color="fg.error" aria-hidden="true">
          {' *'}
        </Text>
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 5 }} gap={2}>
        {RATINGS.map((n) => {
          const checked = value === n;
          const word = t(`reviews.form.words.${n}`);
          return (
            <Box
              as="label"
              key={n}
              display="flex"
              flexDirection={{ base: 'row', sm: 'column' }}
              alignItems="center"
              gap={{ base: 3, sm: 1 }}
              borderWidth={checked ? '2px' : '1px'}
              borderColor={checked ? 'brand.solid' : error ? 'border.error' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg'}
              borderRadius="md"
              p={checked ? 'calc(var(--chakra-spacing-2) - 1px)' : 2}
              cursor="pointer"
              css={focusRing}
            >
              <VisuallyHidden asChild>
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  checked={checked}
                  required
                  onChange={() => onChange(n)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
              </VisuallyHidden>
              <Text as="span" aria-hidden="true" color="orange.600" fontSize="lg" letterSpacing="0.05em">
                {starGlyphs(n)}
              </Text>
              <Text as="span" fontSize="sm">
                <VisuallyHidden>{`${t('reviews.form.stars', { count: n })}, `}</VisuallyHidden>
                {word}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
      {error && (
        <Text id={errorId} mt={2} fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Box>
  );
}
