import { cursorOf, readCursor } from '../keyset';

describe('keyset cursors', () => {
  it('carries a microsecond key and an id there and back', () => {
    const c = cursorOf('2026-11-24T06:01:30.123456Z', '42');
    expect(readCursor(c)).toEqual({ key: '2026-11-24T06:01:30.123456Z', id: '42' });
  });
  it.each([
    ['a millisecond key', cursorOf('2026-11-24T06:01:30.123Z', '42')],
    ['a non-numeric id', cursorOf('2026-11-24T06:01:30.123456Z', 'x')],
    ['an extra part', Buffer.from('2026-11-24T06:01:30.123456Z|42|1').toString('base64url')],
    ['garbage', 'bm90LWEtY3Vyc29y'],
  ])('refuses %s', (_, cursor) => expect(readCursor(cursor)).toBeNull());
});
