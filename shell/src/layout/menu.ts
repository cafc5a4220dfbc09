import type { Role } from '@rides/contracts/roles';
import { ROUTES } from '@rides/mf-config/routes';

export interface MenuItem {
  path: string;
  key: string;
}

/** Header items from the route table (SPEC 2 header, SPEC 6: admin and driver items by role). */
export function menuFor(role: Role | null): MenuItem[] {
  return ROUTES.filter((r) => r.menu && (r.menu.audience === 'all' || r.menu.audience === role)).map((r) => ({
    path: r.path,
    key: r.menu!.key,
  }));
}
