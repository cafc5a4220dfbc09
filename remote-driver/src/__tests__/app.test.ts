import { expectRouteTree } from '@rides/test-utils/route-tree';
import App from '../app';

it('renders a page for every route the table gives remote-driver, and no other', () => expectRouteTree(App, 'driver'));
