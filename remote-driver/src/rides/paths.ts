import { routeById } from '@rides/mf-config/routes';

/** The driver area's paths, from the route table (the one place that says them). */
const pathOf = (id: string): string => routeById(id)?.path ?? '/driver';
export const PATHS = {
  home: pathOf('driverHome'),
  scheduled: pathOf('driverScheduled'),
  ongoing: pathOf('driverOngoing'),
  profile: pathOf('driverProfile'),
} as const;
