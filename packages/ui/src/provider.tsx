import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';

/**
 * The system as seen by a page whose HTML already carries its global CSS (a prerendered page being
 * hydrated: the prerender wrote the reset, the global rules and every token's CSS variable, and emotion
 * keeps those style tags). Rendering them again would build and serialize that CSS (~100 ms on a phone,
 * in the hydration's first task) to insert nothing. Everything else reads through to the system.
 * The patch of createSystem (patches/@chakra-ui__react) builds `_global` only when it is read.
 */
const systemWithoutGlobalCss = Object.create(system, { _global: { value: [] } }) as typeof system;

/**
 * The design system of every app. Shared as a singleton: one emotion cache and one theme per page.
 * `globalCssInPage`: the page's HTML has the global CSS already (the shell hydrating a prerendered page).
 */
export function UiProvider({ children, globalCssInPage = false }: { children: ReactNode; globalCssInPage?: boolean }) {
  return <ChakraProvider value={globalCssInPage ? systemWithoutGlobalCss : system}>{children}</ChakraProvider>;
}
