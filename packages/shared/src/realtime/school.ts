import type { NamespaceContract } from './contract.js';

/**
 * `/school`: a school's accounts (SPEC §7). No event yet: the school portal adds them here,
 * one line each, and the namespace already refuses every socket without the `school`
 * permission.
 */
export const schoolContract = {} satisfies NamespaceContract;
export type SchoolContract = typeof schoolContract;
