/** Event names of the realtime namespaces (SPEC §7); payload schemas live in ../schemas. */
export const AppEvents = {
  auth: 'auth',
  getLanguage: 'get-language',
  setLanguage: 'set-language',
  sections: 'sections',
  categories: 'categories',
  questions: 'questions',
  schools: 'schools',
  schoolInfo: 'school/info',
  signup: 'signup',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  signout: 'signout',
} as const;

/** Pushes the server sends (SPEC §7 "Server events received"). */
export const ServerPushes = {
  authenticated: 'authenticated',
  profileChanged: 'profile-changed',
  sectionsChanged: 'sections-changed',
  statisticsChanged: 'statistics-changed',
  pendingStudentsChanged: 'pending-students-changed',
  activeStudentsChanged: 'active-students-changed',
  archivedStudentsChanged: 'archived-students-changed',
  theoryChanged: 'theory-changed',
  message: 'message',
  signout: 'signout',
  notice: 'notice',
  schoolAccountChanged: 'school-account-changed',
  schoolAccountError: 'school-account-error',
  couponsChanged: 'coupons-changed',
  messagesRead: 'messages-read',
  exportProgress: 'export-progress',
  importProgress: 'import-progress',
} as const;

export const NAMESPACES = ['/app', '/student', '/school', '/admin'] as const;
export type Namespace = (typeof NAMESPACES)[number];
