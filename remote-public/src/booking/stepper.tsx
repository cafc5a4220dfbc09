import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';

interface Props {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  hint?: string;
  error?: string;
}

/**
 * A number stepper for small counts (passengers, bags, seats): the ARIA spinbutton (arrow keys, Home,
 * End) between - and + buttons for thumbs. The value never leaves min..max; a button at its limit stays
 * focusable (aria-disabled), so keyboard focus is not lost when a count reaches its limit.
 */
export function Stepper({ label, value, min, max, onChange, hint, error }: Props) {
  const { t } = useTranslation('public');
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const set = (v: number) => onChange(Math.min(max, Math.max(min, v)));
  const onKeyDown = (e: KeyboardEvent) => {
    const next = { ArrowUp: value + 1, ArrowRight: value + 1, ArrowDown: value - 1, ArrowLeft: value - 1, Home: min, End: max }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    set(next);
  };
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Stack gap={1.5}>
      <Text id={labelId} fontWeight="medium" fontSize="sm">
        {label}
      </Text>
      <HStack gap={2}>
        <IconButton aria-label={t('booking.stepper.decrease', { label })} variant="outline" size="sm" aria-disabled={value <= min} onClick={() => set(value - 1)}>
          <span aria-hidden="true">−</span>
        </IconButton>
        <Box
          role="spinbutton"
          tabIndex={0}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-invalid={error ? true : undefined}
          onKeyDown={onKeyDown}
          minW="2.5rem"
          textAlign="center"
          fontWeight="semibold"
          fontSize="lg"
          borderRadius="sm"
        >
          {value}
        </Box>
        <IconButton aria-label={t('booking.stepper.increase', { label })} variant="outline" size="sm" aria-disabled={value >= max} onClick={() => set(value + 1)}>
          <span aria-hidden="true">+</span>
        </IconButton>
      </HStack>
      {hint && (
        <Text id={hintId} fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
