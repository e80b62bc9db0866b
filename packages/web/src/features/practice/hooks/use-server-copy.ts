import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket } from '../../../lib/socket';
import { isDeviceCopy, serverCopies } from '../api/tests';

/**
 * A test or its texts shown from this device's copy because the link was slow or down: the
 * server's copy takes its place as soon as the link is up, since a school's help or an answer
 * given on another device may be newer than the copy.
 */
export function useServerCopyOnceLinked(
  kind: keyof typeof serverCopies,
  testId: number,
  shown: object | undefined,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!shown || !isDeviceCopy(shown)) return;
    const socket = getSocket('/student');
    const { key, fetch } = serverCopies[kind];
    let live = true;
    const refresh = () => {
      fetch(testId)
        .then((fresh) => {
          if (live) queryClient.setQueryData(key(testId), fresh);
        })
        .catch(() => undefined);
    };
    if (socket.connected) refresh();
    else socket.once('connect', refresh);
    return () => {
      live = false;
      socket.off('connect', refresh);
    };
  }, [kind, shown, testId, queryClient]);
}
