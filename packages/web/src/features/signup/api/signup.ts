import {
  AppEvents,
  type SchoolSignupForm,
  type SchoolSignupView,
  type StudentSignupForm,
  type StudentSignupView,
} from '@kokpit/shared';
import { ClientErrorCode, request, RequestError } from '../../../lib/socket';

/** The reply of a student sign-up: the new account (the client then signs in with `auth`). */
export type StudentSignupReply = StudentSignupView;
/** The reply of a school sign-up: the school waits for the Kokpit team's approval. */
export type SchoolSignupReply = SchoolSignupView;

/** `signup` answers either kind; a reply of the other kind would be a server fault. */
function unexpectedReply(): RequestError {
  return new RequestError('server', ClientErrorCode.malformed, '', 'signup reply of another kind');
}

/** `signup` {kind: 'student'} on /app; rejects with a RequestError carrying `fieldErrors`. */
export async function signUpStudent(form: StudentSignupForm): Promise<StudentSignupReply> {
  const reply = await request('/app', AppEvents.signup, { kind: 'student', form });
  if (!('username' in reply.data)) throw unexpectedReply();
  return reply.data;
}

/** `signup` {kind: 'school'}: resolves with the data and the server's translated message. */
export async function signUpSchool(
  form: SchoolSignupForm,
): Promise<{ data: SchoolSignupReply; message: string }> {
  const reply = await request('/app', AppEvents.signup, { kind: 'school', form });
  if (!('schoolId' in reply.data)) throw unexpectedReply();
  return { data: reply.data, message: reply.message };
}
