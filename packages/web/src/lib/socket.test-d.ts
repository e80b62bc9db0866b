import { fetchData } from './query-client';
import { request } from './socket';

/*
 * Type tests, checked by `tsc` (npm run typecheck) and never run: each `@ts-expect-error`
 * fails the typecheck if the line below it compiles, so these prove that a call takes its
 * payload and reply types from the realtime contract, with no type argument.
 */

export async function contractTypes(): Promise<void> {
  const sections = await request('/student', 'sections', { lang: 'el' });
  const current: string | null = sections.data.current;
  // @ts-expect-error the reply has no such field
  void sections.data.currentSection;

  const test = await fetchData('/student', 'test-resume', { id: 1 });
  // @ts-expect-error a test's id is a number
  const id: string = test.id;

  // @ts-expect-error the payload is checked against the contract's schema
  await request('/student', 'test-resume', { id: true });
  // @ts-expect-error and strictly: no field the schema does not know
  await request('/student', 'test-resume', { id: 1, extra: 1 });
  // @ts-expect-error `test-resume` needs its payload
  await request('/student', 'test-resume');
  // @ts-expect-error an event the contract does not list
  await request('/student', 'no-such-event');
  // @ts-expect-error events belong to their namespace: `highlights` is not on /app
  await request('/app', 'highlights');
  // @ts-expect-error no type argument: the contract decides the reply
  await request<{ anything: true }>('/app', 'pages');

  void [current, id];
}
