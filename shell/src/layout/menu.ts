import type { Role } from '@rides/contracts/roles';
import { ROUTES } from '@rides/mf-config/routes';
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
