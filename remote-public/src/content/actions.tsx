import { Link as RouterLink } from '@rides/platform/router';
import { Button, Wrap } from '@chakra-ui/react';

/** Where each action of a page goes: the booking form on the home page and the other public pages. */
export const ACTION_TARGETS = {
  book: '/#booking',
  pricing: '/pricing',
  contact: '/contact',
  drivers: '/drivers',
  terms: '/terms',
  privacy: '/privacy',
} as const;
export type ActionId = keyof typeof ACTION_TARGETS;

/** The links under a section or at the end of a page; the first is the main one. */
export function ActionLinks({ ids, label }: { ids: readonly ActionId[]; label: (id: ActionId) => string }) {
  return (
    <Wrap gap={3}>
      {ids.map((id, i) => (
        <Button key={id} asChild size="sm" colorPalette="brand" variant={i === 0 ? 'solid' : 'outline'}>
          <RouterLink to={ACTION_TARGETS[id]}>{label(id)}</RouterLink>
        </Button>
      ))}
    </Wrap>
  );
}
