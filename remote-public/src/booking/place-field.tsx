import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Field, Input, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Place } from '@rides/contracts/places';
import { looksLikeAddressWithoutTown, usePlaceSearch } from './use-place-search';

const NO_PLACES: Place[] = [];

const KIND_ICONS: Record<Place['kind'], string> = {
  airport: '✈️',
  station: '🚆',
  port: '⚓',
  landmark: '🏛️',
  hotel: '🏨',
  district: '🏙️',
  town: '📍',
  address: '🏠',
};

interface Props {
  name: 'from' | 'to';
  label: string;
  hint: string;
  value: Place | null;
  text: string;
  onText: (text: string) => void;
  onPick: (place: Place) => void;
  error?: string;
}

/** No suggestion highlighted: Enter picks nothing, aria-activedescendant is absent. */
const NONE = -1;

/**
 * A place field: the ARIA 1.2 combobox with a list of suggestions (label, aria-expanded,
 * aria-controls, aria-activedescendant). Arrows move through the suggestions (Down from nothing
 * highlighted goes to the first, Up to the last), Enter picks the highlighted one, Escape closes the
 * list. The first suggestion is highlighted only when the server is confident it is what was typed
 * ("Louvre" → the museum); otherwise nothing is, and Enter does nothing until the person moves to a
 * row, so a weak match (the town of Louvres) is never taken by accident.
 */
export function PlaceField({ name, label, hint, value, text, onText, onPick, error }: Props) {
  const { t, i18n } = useTranslation('public');
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(NONE);
  const chosen = !!value && text === value.name;
  const search = usePlaceSearch(text, focused && !chosen, i18n.language);
  const places = search.status === 'done' || search.status === 'loading' ? search.places : NO_PLACES;
  const confident = search.status === 'done' && search.confident;
  const expanded = open && places.length > 0;
  const highlighted = expanded && active >= 0 && active < places.length ? active : NONE;

  useEffect(() => setActive(confident ? 0 : NONE), [places, confident]);

  const pick = (place: Place) => {
    onPick(place);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = places.length;
    if (e.key === 'ArrowDown' && n > 0) {
      e.preventDefault();
      setOpen(true);
      // Opening a closed list keeps its highlight, or goes to the first row when there is none.
      setActive((a) => (!open && a >= 0 && a < n ? a : a < 0 || a >= n ? 0 : (a + 1) % n));
    } else if (e.key === 'ArrowUp' && n > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 || a >= n ? n - 1 : a - 1));
    } else if (e.key === 'Enter' && expanded) {
      // The list is open: Enter belongs to it (it does not send the form), and takes only a highlighted row.
      e.preventDefault();
      const place = highlighted >= 0 ? places[highlighted] : undefined;
      if (place) pick(place);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const none = search.status === 'done' && search.places.length === 0;
  const status =
    search.status === 'failed'
      ? t('booking.place.failed')
      : none
        ? `${t('booking.place.none', { query: search.query })}${looksLikeAddressWithoutTown(search.query) ? ` ${t('booking.place.addTown')}` : ''}`
        : null;
  const announcement = search.status === 'done' && search.places.length > 0 && open ? t('booking.place.results', { count: search.places.length }) : '';
  const optionId = (i: number) => `${listId}-option-${i}`;

  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Box position="relative" width="full">
        <Input
          name={name}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={text}
          onChange={(e) => {
            onText(e.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setOpen(false);
          }}
        />
        <Box
          as="ul"
          role="listbox"
          id={listId}
          aria-label={label}
          hidden={!expanded}
          position="absolute"
          zIndex="dropdown"
          top="100%"
          insetX={0}
          mt={1}
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="lg"
          maxH="20rem"
          overflowY="auto"
          listStyleType="none"
          p={1}
        >
          {places.map((place, i) => (
            <Box
              as="li"
              key={place.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === highlighted}
              display="flex"
              gap={3}
              alignItems="flex-start"
              px={3}
              py={2}
              borderRadius="sm"
              cursor="pointer"
              bg={i === highlighted ? 'brand.subtle' : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(place)}
            >
              <Text as="span" aria-hidden="true" fontSize="lg" lineHeight="short">
                {KIND_ICONS[place.kind]}
              </Text>
              <Box>
                <Text fontWeight="medium">{place.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`booking.place.kinds.${place.kind}`)}
                  {place.detail ? ` · ${place.detail}` : ''}
                </Text>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      {focused && status && (
        <Text role="status" fontSize="sm" color={search.status === 'failed' ? 'fg.error' : 'fg.muted'}>
          {status}
        </Text>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {chosen && value ? (
        <Field.HelperText>
          {t(`booking.place.kinds.${value.kind}`)}
          {value.detail ? ` · ${value.detail}` : ''}
        </Field.HelperText>
      ) : (
        !status && <Field.HelperText>{hint}</Field.HelperText>
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
