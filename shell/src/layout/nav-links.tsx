import { Box, Link, Stack } from '@chakra-ui/react';
import { NavLink } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { preloadFor } from '../routing/preload';
import type { MenuItem } from './menu';

const current = { '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: '4px' } };

/** Inline in the header bar (white on the brand colour), or stacked in the phone menu's panel. */
const looks = {
  bar: { color: 'white', px: 2, py: 1, _hover: { bg: 'brand.600' } },
  panel: { color: 'brand.700', display: 'block', px: 3, py: 3, fontSize: 'lg', _hover: { bg: 'brand.50' } },
} as const;

interface Props {
  items: readonly MenuItem[];
  look: keyof typeof looks;
  /** Called when a link is followed (the phone menu closes). */
  onFollow?: () => void;
}

/** The header's links, from the route table. Pointing at one (mouse, pen or touch) or focusing it preloads the remote that owns the page. */
export function NavLinks({ items, look, onFollow }: Props) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" direction={look === 'bar' ? 'row' : 'column'} listStyleType="none" m={0} p={0} gap={1} wrap="wrap">
      {items.map((item) => (
        <Box as="li" key={item.path}>
          <Link asChild rounded="md" css={current} {...looks[look]}>
            <NavLink to={item.path} end onClick={onFollow} onPointerEnter={() => preloadFor(item.path)} onFocus={() => preloadFor(item.path)}>
              {t(item.key)}
            </NavLink>
          </Link>
        </Box>
      ))}
    </Stack>
  );
}
