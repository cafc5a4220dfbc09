import { addressKey, inboxKey } from '../attempts.repo';

describe('the keys of per-address and per-inbox limits', () => {
  it('counts an IPv6 client by its /64, whatever address it picks in it; IPv4 as it is', () => {
    expect(addressKey('2001:db8:abcd:12:1::7')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:0db8:abcd:0012:ffff:ffff:ffff:ffff')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey(null)).toBe('unknown');
    expect(addressKey('not:an:address::x')).toBe('not:an:address::x');
  });

  it('counts one inbox whatever the case or the +tag', () => {
    expect(inboxKey(' Anna+promo@Example.com')).toBe('anna@example.com');
    expect(inboxKey('anna+1+2@example.com')).toBe('anna@example.com');
    expect(inboxKey('anna@example.com')).toBe('anna@example.com');
  });
});
