/** @jest-environment node */
import { clientAddress, requestFacts } from '../request-facts';

type Raw = Parameters<typeof requestFacts>[0];
const raw = (headers: Record<string, string | string[]>, remoteAddress?: string) =>
  ({ headers, socket: { remoteAddress }, ip: String(headers['x-forwarded-for'] ?? '').split(',')[0] }) as unknown as Raw;

describe('the client address (per-address limits)', () => {
  it("is the entry Google's front end appended: the right-most of X-Forwarded-For", () => {
    expect(clientAddress(raw({ 'x-forwarded-for': '203.0.113.7' }, '169.254.1.1'), true)).toBe('203.0.113.7');
  });

  it('does not change whatever the caller writes before it (no new bucket per forged header)', () => {
    const forged = ['1.1.1.1', '10.0.0.1, 10.0.0.2', 'evil, 2001:db8::9', 'unknown', ' , ', '198.51.100.1,198.51.100.2,198.51.100.3'];
    const addresses = new Set(forged.map((f) => clientAddress(raw({ 'x-forwarded-for': `${f}, 203.0.113.7` }), true)));
    expect([...addresses]).toEqual(['203.0.113.7']);
    // requestFacts (what the callables use) agrees, although Express's req.ip would be the forged one.
    const r = raw({ 'x-forwarded-for': '9.9.9.9, 203.0.113.7' });
    expect(r.ip).toBe('9.9.9.9');
    expect(requestFacts(r).sourceIp).toBe('203.0.113.7');
  });

  it('reads a repeated header as one list, and normalises ports and IPv4-mapped IPv6', () => {
    expect(clientAddress(raw({ 'x-forwarded-for': ['6.6.6.6', '203.0.113.7'] }), true)).toBe('203.0.113.7');
    expect(clientAddress(raw({ 'x-forwarded-for': '6.6.6.6, ::ffff:203.0.113.7' }), true)).toBe('203.0.113.7');
    expect(clientAddress(raw({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7:5555' }), true)).toBe('203.0.113.7');
    expect(clientAddress(raw({ 'x-forwarded-for': '6.6.6.6, [2001:db8::1]:443' }), true)).toBe('2001:db8::1');
    expect(clientAddress(raw({ 'x-forwarded-for': '6.6.6.6, 2001:db8::1' }), true)).toBe('2001:db8::1');
  });

  it('uses the socket address when there is no header', () => {
    expect(clientAddress(raw({}, '::ffff:127.0.0.1'), true)).toBe('127.0.0.1');
    expect(clientAddress(raw({}), true)).toBeNull();
  });

  it('ignores the header locally (the emulator: no front end appends to it), so it cannot rotate buckets there either', () => {
    expect(clientAddress(raw({ 'x-forwarded-for': '1.2.3.4' }, '127.0.0.1'), false)).toBe('127.0.0.1');
    const before = process.env.FUNCTIONS_EMULATOR;
    process.env.FUNCTIONS_EMULATOR = 'true';
    try {
      expect(requestFacts(raw({ 'x-forwarded-for': '1.2.3.4' }, '127.0.0.1')).sourceIp).toBe('127.0.0.1');
    } finally {
      if (before === undefined) delete process.env.FUNCTIONS_EMULATOR;
      else process.env.FUNCTIONS_EMULATOR = before;
    }
  });
});
