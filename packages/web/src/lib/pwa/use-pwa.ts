import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface PwaState {
  /** A new version is installed and waits for this tab to let it take over. */
  needRefresh: boolean;
  /** The shell is cached: the app opens without a network from now on. */
  offlineReady: boolean;
  update: () => void;
  dismiss: () => void;
}

/**
 * The service worker in prompt mode: it never takes over by itself; the update banner asks
 * first, then reloads into the new version. Long-lived tabs look for updates hourly.
 */
export function usePwa(): PwaState {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) window.setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
  useEffect(() => {
    if (!offlineReady) return;
    const timer = window.setTimeout(() => setOfflineReady(false), 6000);
    return () => window.clearTimeout(timer);
  }, [offlineReady, setOfflineReady]);
  return {
    needRefresh,
    offlineReady,
    update: () => void updateServiceWorker(true),
    dismiss: () => setNeedRefresh(false),
  };
}
