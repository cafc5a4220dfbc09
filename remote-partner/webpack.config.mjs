import { createConfig } from '@rides/mf-config/webpack';

export default createConfig({ dir: import.meta.dirname, name: 'remote_partner', devPort: 5104 });
