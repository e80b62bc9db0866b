import { useSyncExternalStore } from 'react';
import { useOnline } from '../use-online';
import {
  getSessionSnapshot,
  signIn,
  signOut,
  subscribeSession,
  type RealtimeStatus,
} from './session-store';
import type { AppStatus, SessionUser } from './session-types';

export interface SessionApi {
  /** none → starting → started (SPEC §4); `started` once the session (or its absence) is known. */
  status: AppStatus;
  user: SessionUser | null;
  signIn: typeof signIn;
  signOut: typeof signOut;
}

/** The signed-in user and the sign-in/out actions. */
export function useSession(): SessionApi {
  const snapshot = useSyncExternalStore(subscribeSession, getSessionSnapshot);
  return { status: snapshot.status, user: snapshot.user, signIn, signOut };
}

export interface RealtimeStatusApi {
  realtime: RealtimeStatus;
  online: boolean;
}

/** The state of the realtime link and of the network, for connection indicators. */
export function useRealtimeStatus(): RealtimeStatusApi {
  const { realtime } = useSyncExternalStore(subscribeSession, getSessionSnapshot);
  return { realtime, online: useOnline() };
}
