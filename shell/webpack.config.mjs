import { createConfig } from '@rides/mf-config/webpack';

export default createConfig({ dir: import.meta.dirname, name: 'shell', devPort: 5000, isShell: true });
