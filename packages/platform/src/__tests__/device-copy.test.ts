import { clearDeviceCopies, readDeviceCopy, saveDeviceCopy } from '../device-copy';

beforeEach(() => localStorage.clear());

it('keeps one copy per person and name, dated', () => {
  saveDeviceCopy('driverRides', 'a', { savedAt: 1, data: ['ride of a'] });
  saveDeviceCopy('driverRides', 'b', { savedAt: 2, data: ['ride of b'] });
  expect(readDeviceCopy('driverRides', 'a')).toEqual({ savedAt: 1, data: ['ride of a'] });
  expect(readDeviceCopy('driverRides', 'c')).toBeUndefined();
});

it("wipes every copy but the signed-in person's, and everything once nobody is", () => {
  saveDeviceCopy('driverRides', 'a', { savedAt: 1, data: [] });
  saveDeviceCopy('roles', 'a', { savedAt: 1, data: [] });
  saveDeviceCopy('driverRides', 'b', { savedAt: 2, data: [] });
  localStorage.setItem('other-key', 'kept');
  clearDeviceCopies('b');
  expect(readDeviceCopy('driverRides', 'a')).toBeUndefined();
  expect(readDeviceCopy('roles', 'a')).toBeUndefined();
  expect(readDeviceCopy('driverRides', 'b')).toBeDefined();
  clearDeviceCopies();
  expect(readDeviceCopy('driverRides', 'b')).toBeUndefined();
  expect(localStorage.getItem('other-key')).toBe('kept');
});

it('reads a damaged copy as none', () => {
  localStorage.setItem('rides.offline.driverRides.a', '{not json');
  expect(readDeviceCopy('driverRides', 'a')).toBeUndefined();
});
