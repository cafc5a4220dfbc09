import { createConfig } from '@rides/mf-config/webpack';

export default createConfig({ dir: import.meta.dirname, name: 'remote_driver', devPort: 5103 });
