export {
  useRealtimeStatus,
  useSession,
  type RealtimeStatusApi,
  type SessionApi,
} from './use-session';
export {
  getSessionSnapshot,
  rememberedChoice,
  signInWith,
  startSession,
  type RealtimeStatus,
} from './session-store';
export { hasRole, type AppStatus, type SessionUser, type SignInInput } from './session-types';
export { dismissServerNotice, useServerNotices, type ServerNotice } from './server-notices';
export { sessionProofHeaders } from './web-session';
