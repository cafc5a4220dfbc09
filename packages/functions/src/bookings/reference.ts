import { randomInt } from 'node:crypto';

/** Crockford's alphabet without I, L, O, U: nothing to misread on a phone call with the driver. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A human-friendly booking reference, PT-XXXXXX: 32^6 ≈ 1.07 billion values, drawn at random. */
export function newReference(): string {
  let out = '';
  for (let i = 0; i < 6; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `PT-${out}`;
}
