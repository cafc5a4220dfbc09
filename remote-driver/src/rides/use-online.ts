import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/** Whether the phone is online, as TanStack Query sees it (the browser's online and offline events). */
export const useOnline = (): boolean => useSyncExternalStore((notify) => onlineManager.subscribe(notify), () => onlineManager.isOnline());
