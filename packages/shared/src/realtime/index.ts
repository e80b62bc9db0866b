import { adminContract } from './admin.js';
import { appContract } from './app.js';
import type { EventContract, Namespace, PayloadIn, PayloadOut, ReplyOf } from './contract.js';
import { schoolContract } from './school.js';
import { studentContract } from './student.js';

export * from './app-events.js';
export * from './contract.js';
export * from './pushes.js';
export { adminOperationsContract } from './admin-operations.js';
export { adminContentContract } from './admin-content.js';
export { adminFilesContract } from './admin-files.js';
export { appContract, type AppContract } from './app.js';
export { studentContract, type StudentContract } from './student.js';
export { schoolContract, type SchoolContract } from './school.js';
export { adminContract, type AdminContract } from './admin.js';

/** Every namespace's contract, keyed by its name. */
export const contracts = {
  '/app': appContract,
  '/student': studentContract,
  '/school': schoolContract,
  '/admin': adminContract,
} satisfies Record<Namespace, Record<string, EventContract>>;
export type Contracts = typeof contracts;

/** The event names of a namespace. */
export type EventName<N extends Namespace> = keyof Contracts[N] & string;

type ContractOf<N extends Namespace, E extends EventName<N>> = Contracts[N][E] extends EventContract
  ? Contracts[N][E]
  : never;

/** The reply data of `event` on `namespace`. */
export type EventReply<N extends Namespace, E extends EventName<N>> = ReplyOf<ContractOf<N, E>>;
/** The payload a client sends for `event` on `namespace`. */
export type EventPayload<N extends Namespace, E extends EventName<N>> = PayloadIn<ContractOf<N, E>>;
/** The validated payload the server's handler receives. */
export type EventInput<N extends Namespace, E extends EventName<N>> = PayloadOut<ContractOf<N, E>>;
