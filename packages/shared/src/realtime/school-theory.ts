import {
  presentationIdPayload,
  presentationReorderPayload,
  presentationSavePayload,
  theoryFetchPayload,
  theorySearchPayload,
  type PresentationDetailView,
  type PresentationListView,
  type PresentationView,
  type TheorySearchView,
} from '../schemas/theory.js';
import { event, reply, type NamespaceContract } from './contract.js';

/**
 * `/school`, theory presentations (SPEC §1, §7): the school's presentations per section, one
 * with its questions (builder, classroom mode), save (create or update), reorder, delete, and
 * the builder's question search. Each change pushes `theory-changed` to the school's sockets
 * and to its students.
 */
export const schoolTheoryContract = {
  'theory/fetch': event(theoryFetchPayload, reply<PresentationListView>()),
  'theory/presentation': event(presentationIdPayload, reply<PresentationDetailView>()),
  'theory/save': event(presentationSavePayload, reply<PresentationView>()),
  'theory/reorder': event(presentationReorderPayload, reply<PresentationView>()),
  'theory/delete': event(presentationIdPayload, reply<{ id: number }>()),
  'theory/questions': event(theorySearchPayload, reply<TheorySearchView>()),
} satisfies NamespaceContract;
