import { Icon } from '@chakra-ui/react';

/** Three bars: the phone menu's button. Decorative; the button says "Menu". */
export function MenuIcon() {
  return (
    <Icon boxSize={4} aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </Icon>
  );
}

/** A small down arrow: the account menu's button opens a list. Decorative. */
export function ChevronDownIcon() {
  return (
    <Icon boxSize={4} aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </Icon>
  );
}
