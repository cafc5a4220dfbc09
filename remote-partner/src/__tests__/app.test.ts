import { expectRouteTree } from '@rides/test-utils/route-tree';
import App from '../app';

it('renders a page for every route the table gives remote-partner, and no other', () => expectRouteTree(App, 'partner'));
