import { expectRouteTree } from '@rides/test-utils/route-tree';
import App from '../app';

it('renders a page for every route the table gives remote-admin, and no other', () => expectRouteTree(App, 'admin'));
