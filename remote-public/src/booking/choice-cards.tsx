import { useId } from 'react';
import { Box, Radiomark, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
}

interface Props<T extends string> {
  name: string;
  legend: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
  columns?: { base: number; sm?: number };
}

/** Keyboard focus shows on the whole card, like any focused control of the theme. */
const focusRing = { '&:has(input:focus-visible)': { outline: '3px solid {colors.brand.500}', outlineOffset: '2px' } };

/**
 * Radio cards made of native radio inputs (one fieldset, arrow keys between cards, the label and the
 * description as the accessible name) with Chakra's Radiomark and tokens. No state machine: the home
 * page's first render stays light (Chakra's RadioCard brings zag's runtime, ~20 KB gzipped).
 */
export function ChoiceCards<T extends string>({ name, legend, choices, value, onChange, error, columns = { base: 2 } }: Props<T>) {
  const errorId = useId();
  return (
    <Box as="fieldset" minW={0}>
      <Text as="legend" fontWeight="medium" fontSize="sm" mb={2}>
        {legend}
      </Text>
      <SimpleGrid columns={columns} gap={3}>
        {choices.map((c) => {
          const checked = c.value === value;
          return (
            <Box
              as="label"
              key={c.value}
              display="flex"
              gap={3}
              alignItems="flex-start"
              borderWidth={checked ? '2px' : '1px'}
              borderColor={checked ? 'brand.solid' : error ? 'border.error' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg'}
              borderRadius="md"
              p={checked ? 'calc(var(--chakra-spacing-3) - 1px)' : 3}
              cursor="pointer"
              css={focusRing}
            >
              <VisuallyHidden asChild>
                <input
                  type="radio"
                  name={name}
                  value={c.value}
                  checked={checked}
                  onChange={() => onChange(c.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
              </VisuallyHidden>
              <Radiomark checked={checked} colorPalette="brand" mt={0.5} flexShrink={0} />
              <Box>
                <Text fontWeight="semibold">{c.label}</Text>
                {c.description && (
                  <Text fontSize="sm" color="fg.muted">
                    {c.description}
                  </Text>
                )}
              </Box>
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
