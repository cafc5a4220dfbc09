import type { Role } from '@rides/contracts/roles';
import { ROUTES, routeById } from '@rides/mf-config/routes';
import type common from '@rides/i18n/locales/en/common.json';

/** A header label: a key of `nav` in the common namespace (the menu test checks each one). */
export type NavKey = `nav.${keyof (typeof common)['nav']}`;

export interface MenuItem {
  path: string;
  key: NavKey;
}

/** Header items from the route table (SPEC 2 header, SPEC 6: admin and driver items by role). */
export function menuFor(role: Role | null): MenuItem[] {
  return ROUTES.filter((r) => r.menu && (r.menu.audience === 'all' || r.menu.audience === role)).map((r) => ({
    path: r.path,
    key: r.menu!.key as NavKey,
  }));
}

const pathOf = (id: string): string => {
  const route = routeById(id);
  if (!route) throw new Error(`No route ${id} in the route table`);
  return route.path;
};

/** The signed-in person's own pages, in the account menu (Sign Out follows them). */
export const ACCOUNT_ITEMS: readonly MenuItem[] = [
  { path: pathOf('profile'), key: 'nav.profile' },
  { path: pathOf('dashboard'), key: 'nav.dashboard' },
];
