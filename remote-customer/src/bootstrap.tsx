// Standalone dev mode only (`pnpm --filter remote-customer dev`): the shell loads ./App through federation.
import { renderStandalone } from '@rides/platform/standalone';
import App from './app';

void renderStandalone(App, 'customer');
