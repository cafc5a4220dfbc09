import { createSystem, defineConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { defaultThemeConfig } from '@chakra-ui/react/theme';

/** Brand tokens: a deep Paris navy with a warm accent; contrast of text on both is at least 4.5:1. */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef3fb' },
          100: { value: '#d5e0f3' },
          500: { value: '#1f4e8c' },
          600: { value: '#1a4277' },
          700: { value: '#143461' },
          900: { value: '#0b1d36' },
        },
      },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans SC", sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans SC", sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.100}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's error red (red.500, #ef4444) is 3.76:1 on white: too light for text (WCAG 1.4.3 asks
        // 4.5:1). Error text and the red palette's text use red.700; an invalid field's border (and its
        // focus ring) red.600, above the 3:1 of WCAG 1.4.11. __tests__/contrast.test.ts checks the ratios.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
        },
        border: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
        },
        red: {
          fg: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
      },
    },
  },
  globalCss: {
    'html, body': { margin: 0 },
    '*:focus-visible': { outline: '3px solid {colors.brand.500}', outlineOffset: '2px' },
    // SPEC 9: the low device tier (and anyone asking for reduced motion) gets no animations.
    'html[data-tier=low] *, html[data-tier=low] *::before, html[data-tier=low] *::after': {
      animation: 'none !important',
      transition: 'none !important',
    },
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': { animation: 'none !important', transition: 'none !important' },
    },
  },
});

// Chakra's defaultConfig is these two merged, but its module (preset.js) also builds Chakra's own
// defaultSystem as it loads: a whole second createSystem (~50 ms, ~200 ms on a phone) on every page's
// start, for a system nobody uses. Built from the two halves, that module is never loaded.
export const system = createSystem(defaultBaseConfig, defaultThemeConfig, config);
