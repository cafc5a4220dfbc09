import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@rides/mf-config/remotes';
import { notify } from '@rides/ui/toaster';

/**
 * On a driver's page: the installable, offline app, and "A new version is ready" with Reload when one
 * is. Its code (workbox-window) loads on the driver's pages only, never on the booking path.
 */
export function useDriverApp(remote: RemoteName): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (remote !== 'driver') return;
    void import(/* webpackChunkName: "driver-app" */ './driver-app').then(({ setUpDriverApp }) =>
      setUpDriverApp((reload) => notify({ type: 'info', title: t('pwa.updateReady'), duration: Infinity, action: { label: t('pwa.reload'), onClick: reload } })),
    );
  }, [remote, t]);
}
