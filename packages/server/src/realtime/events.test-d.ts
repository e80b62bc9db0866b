import { canActAsStudent, everyone, positive } from '@kokpit/shared';
import { defineEvent } from './events.js';

/*
 * Type tests, checked by `tsc` (npm run typecheck) and never run: each `@ts-expect-error`
 * fails the typecheck if the line below it compiles, so these prove that defineEvent holds a
 * handler to the realtime contract.
 */

// A reply of the contract's shape compiles.
defineEvent('/app', 'contact', { policy: everyone, handle: async () => positive({ id: 1 }) });

defineEvent('/app', 'contact', {
  policy: everyone,
  // @ts-expect-error the contract's `contact` reply is { id: number }
  handle: async () => positive({ id: 'one' }),
});

defineEvent('/student', 'section/change', {
  policy: canActAsStudent,
  // @ts-expect-error a reply missing the contract's `current`
  handle: async () => positive({}),
});

// The payload is the contract schema's output: `test-resume` takes a numeric id.
defineEvent('/student', 'test-resume', {
  policy: canActAsStudent,
  handle: async (input) => {
    // @ts-expect-error `id` is a number
    const id: string = input.id;
    return Promise.reject(new Error(id));
  },
});

// @ts-expect-error an event the contract does not list
defineEvent('/app', 'no-such-event', { policy: everyone, handle: async () => positive({}) });

// @ts-expect-error an event that declares no policy
defineEvent('/app', 'contact', { handle: async () => positive({ id: 1 }) });

// A policy that refuses anonymous callers hands the handler a session; `everyone` does not.
defineEvent('/student', 'section/change', {
  policy: canActAsStudent,
  handle: async (_input, ec) => positive({ current: String(ec.session.userId) }),
});
defineEvent('/app', 'contact', {
  policy: everyone,
  // @ts-expect-error the session may be null on a public event
  handle: async (_input, ec) => positive({ id: ec.session.userId }),
});
