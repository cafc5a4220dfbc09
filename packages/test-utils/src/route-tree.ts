import { routesOf, type AppName } from '@rides/mf-config/routes';

/** Asserts that a remote renders exactly the routes the route table gives it. */
export function expectRouteTree(App: { routeIds: string[] }, app: AppName): void {
  expect([...App.routeIds].sort()).toEqual(routesOf(app).map((r) => r.id).sort());
}
