import { AppEvents, type SchoolSignupForm, type StudentSignupForm } from '@kokpit/shared';
import { request } from '../../../lib/socket';

/** The reply of a student sign-up: the new account (the client then signs in with `auth`). */
export interface StudentSignupReply {
  userId: number;
  username: string;
}

/** The reply of a school sign-up: the school waits for the Kokpit team's approval. */
export interface SchoolSignupReply {
  userId: number;
  schoolId: number;
  status: 'pending';
}

/** `signup` {kind: 'student'} on /app; rejects with a RequestError carrying `fieldErrors`. */
export async function signUpStudent(form: StudentSignupForm): Promise<StudentSignupReply> {
  const reply = await request<StudentSignupReply>('/app', AppEvents.signup, {
    kind: 'student',
    form,
  });
  return reply.data;
}

/** `signup` {kind: 'school'}: resolves with the data and the server's translated message. */
export async function signUpSchool(
  form: SchoolSignupForm,
): Promise<{ data: SchoolSignupReply; message: string }> {
  const reply = await request<SchoolSignupReply>('/app', AppEvents.signup, {
    kind: 'school',
    form,
  });
  return { data: reply.data, message: reply.message };
}
