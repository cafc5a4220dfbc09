import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@rides/mf-config/remotes';
import { useSession } from '@rides/platform/session';
import { notify } from '@rides/ui/toaster';

/** Whose device's push registration was refreshed in this page's life (once per person is enough). */
let refreshedFor: string | null = null;

/**
 * On a driver's page: the installable, offline app, and "A new version is ready" with Reload when one
 * is; and, when this device gets the driver's notifications, its push token registered again (issue
 * [M] 3: push services rotate tokens). Its code (workbox-window) loads on the driver's pages only,
 * never on the booking path.
 */
export function useDriverApp(remote: RemoteName): void {
  const { t, i18n } = useTranslation();
  const uid = useSession((s) => s.user?.id ?? null);
  useEffect(() => {
    if (remote !== 'driver') return;
    void import(/* webpackChunkName: "driver-app" */ './driver-app').then(({ setUpDriverApp }) =>
      setUpDriverApp(i18n.language, (reload) => notify({ type: 'info', title: t('pwa.updateReady'), duration: Infinity, action: { label: t('pwa.reload'), onClick: reload } })),
    );
  }, [remote, t, i18n.language]);
  useEffect(() => {
    if (remote !== 'driver' || !uid || refreshedFor === uid) return;
    refreshedFor = uid;
    void import('@rides/platform/push-device')
      .then(({ refreshPushDevice }) => refreshPushDevice(uid))
      .catch((e: unknown) => console.warn('The push registration could not be refreshed', e));
  }, [remote, uid]);
}
