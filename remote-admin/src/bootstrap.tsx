// Standalone dev mode only (`pnpm --filter remote-admin dev`): the shell loads ./App through federation.
import { renderStandalone } from '@rides/platform/standalone';
import App from './app';

void renderStandalone(App, 'admin');
