import { routesOf } from '@rides/mf-config/routes';
import { shellPages } from '../../pages/shell-pages';

describe('shell pages', () => {
  it('renders every route the table gives the shell', () => {
    expect(Object.keys(shellPages).sort()).toEqual(routesOf('shell').map((r) => r.id).sort());
  });
});
