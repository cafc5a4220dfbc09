import { system } from '../system';

/** A colour token's light-mode value as #rrggbb, following references ({colors.red.700}) to the hex. */
function hex(name: string): string {
  if (name === 'white') return '#ffffff';
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const value = conditions?._light ?? conditions?.base ?? token.value;
  const ref = /^\{colors\.(.+)\}$/.exec(value);
  if (ref) return hex(ref[1]!);
  if (value === 'white') return '#ffffff';
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is ${value}, not a #rrggbb colour`);
  return value;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const ratio = (fg: string, bg: string) => contrast(hex(fg), hex(bg));

describe('WCAG contrast formula', () => {
  it('matches known ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ef4444', '#ffffff')).toBeCloseTo(3.76, 2); // Chakra's red.500: the axe finding
  });
});

describe('error colours of the design system (axe color-contrast)', () => {
  it('no longer uses red.500 for error text', () => {
    expect(hex('fg.error')).not.toBe('#ef4444');
  });

  it.each([
    ['fg.error', 'white'], // Field.ErrorText, required marks, invalid select text
    ['fg.error', 'bg.error'],
    ['fg.error', 'red.subtle'],
    ['red.fg', 'white'], // badges and alerts with colorPalette red / status error
    ['red.fg', 'red.subtle'], // a subtle error alert's text on its own background
    ['red.fg', 'red.muted'],
    ['red.contrast', 'red.solid'], // a solid red button or badge
  ])('text %s on %s is at least 4.5:1', (fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['border.error', 'white'],
    ['border.error', 'red.subtle'],
  ])('the invalid-field border %s on %s is at least 3:1 (WCAG 1.4.11)', (fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});

describe('brand colours', () => {
  it.each([
    ['brand.fg', 'white'],
    ['brand.contrast', 'brand.solid'],
    ['white', 'brand.700'], // the header
  ])('text %s on %s is at least 4.5:1', (fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
