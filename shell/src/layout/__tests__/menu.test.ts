import common from '@rides/i18n/locales/en/common.json';
import { ACCOUNT_ITEMS, menuFor } from '../menu';

const keys = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((i) => i.key);
const publicItems = ['nav.home', 'nav.services', 'nav.about', 'nav.pricing', 'nav.contact'];

describe('header menu (SPEC 2, 6)', () => {
  it('shows visitors and customers only the public items', () => {
    expect(keys(null)).toEqual(publicItems);
    expect(keys('user')).toEqual(publicItems);
    expect(keys('partner')).toEqual(publicItems);
  });
  it('adds Admin Dashboard and Driver Management for admins', () => {
    expect(keys('admin')).toEqual([...publicItems, 'nav.adminDashboard', 'nav.driverManagement']);
  });
  it('adds Driver Dashboard and Scheduled Rides for drivers', () => {
    expect(keys('driver')).toEqual([...publicItems, 'nav.driverDashboard', 'nav.scheduledRides']);
  });
  it('labels every item with a key that exists in English', () => {
    for (const role of [null, 'admin', 'driver'] as const) {
      for (const item of [...menuFor(role), ...ACCOUNT_ITEMS]) expect(common.nav).toHaveProperty(item.key.replace(/^nav\./, ''));
    }
  });
  it('gives a signed-in person their Profile and their dashboard, paths from the route table', () => {
    expect(ACCOUNT_ITEMS).toEqual([
      { path: '/profile', key: 'nav.profile' },
      { path: '/dashboard', key: 'nav.dashboard' },
    ]);
  });
});
