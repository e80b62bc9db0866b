import { noPayload } from '../schemas/student.js';
import {
  branchGeocodePayload,
  schoolAccountSavePayload,
  schoolLocationsSavePayload,
  schoolLogoSavePayload,
  schoolTextsSavePayload,
  type BranchGeocodeView,
  type SchoolEditorView,
} from '../schemas/school-editor.js';
import {
  teamInvitePayload,
  teamRemovePayload,
  type SchoolMemberView,
  type TeamView,
} from '../schemas/school-team.js';
import { event, reply, type NamespaceContract } from './contract.js';

/**
 * `/school`, the school editor (SPEC §2 `/{lang}/school/edit`) and its team. Reading is open to
 * every member; saving and the team are the manager's (shared policies/school-member.ts).
 */
export const schoolEditorContract = {
  member: event(noPayload, reply<SchoolMemberView>()),
  editor: event(noPayload, reply<SchoolEditorView>()),
  'editor/account': event(schoolAccountSavePayload, reply<SchoolEditorView>()),
  'editor/texts': event(schoolTextsSavePayload, reply<SchoolEditorView>()),
  'editor/locations': event(schoolLocationsSavePayload, reply<SchoolEditorView>()),
  'editor/logo': event(schoolLogoSavePayload, reply<SchoolEditorView>()),
  'editor/geocode': event(branchGeocodePayload, reply<BranchGeocodeView>()),
  team: event(noPayload, reply<TeamView>()),
  'team/invite': event(teamInvitePayload, reply<TeamView>()),
  'team/remove': event(teamRemovePayload, reply<TeamView>()),
} satisfies NamespaceContract;
