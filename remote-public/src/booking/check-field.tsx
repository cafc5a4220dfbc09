import { useId } from 'react';
import { Box, Checkmark, Text, VisuallyHidden } from '@chakra-ui/react';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

const focusRing = { '&:has(input:focus-visible) .check-mark': { outline: '3px solid {colors.brand.500}', outlineOffset: '2px' } };

/** A native checkbox with Chakra's Checkmark and its message (no state machine on the first render). */
export function CheckField({ label, checked, onChange, error }: Props) {
  const errorId = useId();
  return (
    <Box>
      <Box as="label" display="inline-flex" gap={3} alignItems="flex-start" cursor="pointer" css={focusRing}>
        <VisuallyHidden asChild>
          <input
            type="checkbox"
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </VisuallyHidden>
        <Checkmark className="check-mark" checked={checked} colorPalette="brand" mt={0.5} flexShrink={0} borderColor={error ? 'border.error' : undefined} />
        <Text>{label}</Text>
      </Box>
      {error && (
        <Text id={errorId} mt={1} fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Box>
  );
}
