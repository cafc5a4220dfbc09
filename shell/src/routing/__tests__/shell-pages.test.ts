import { routesOf } from '@rides/mf-config/routes';
import { SHELL_PAGE_IDS } from '../../pages/shell-pages';

describe('shell pages', () => {
  it('renders every route the table gives the shell', () => {
    expect([...SHELL_PAGE_IDS].sort()).toEqual(routesOf('shell').map((r) => r.id).sort());
  });
});
