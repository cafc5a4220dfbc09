/** How the account button looks, also while its menu's chunk loads (header.tsx): nothing moves when it arrives. */
export const accountButtonLook = {
  size: 'sm',
  variant: 'outline',
  color: 'white',
  borderColor: 'whiteAlpha.700',
  _hover: { bg: 'brand.600' },
  _expanded: { bg: 'brand.600' },
  maxW: '16rem',
} as const;
