import {
  adminAuditIdPayload,
  adminAuditListPayload,
  adminDeletePayload,
  adminListPayload,
  adminOptionsPayload,
  adminRecordPayload,
  adminSavePayload,
  adminTablePayload,
  adminViewIdPayload,
  adminViewSavePayload,
  adminViewsPayload,
  type AdminAuditEntryView,
  type AdminAuditPageView,
  type AdminDeletePlanView,
  type AdminOptionsView,
  type AdminRecordsView,
  type AdminRecordView,
  type AdminSavedView,
  type AdminSavedViewsView,
  type AdminTablesView,
  type AdminTableView,
} from '../schemas/admin.js';
import { noPayload } from '../schemas/student.js';
import { adminFilesContract } from './admin-files.js';
import { adminOperationsContract } from './admin-operations.js';
import { adminContentContract } from './admin-content.js';
import { event, reply, type EmptyReply, type NamespaceContract } from './contract.js';

/**
 * `/admin`, the operators' back office (issue 20). The namespace refuses every socket without
 * the `admin` permission, and every event's policy is `canOperate` again (shared/src/policies/
 * operator.ts); each event is rate limited per address. Other back-office features add their
 * own contract file and spread it into `adminContract` below.
 */
export const adminRecordsContract = {
  /** Every table of the running database as the back office describes it (meta-tables). */
  tables: event(noPayload, reply<AdminTablesView>()),
  table: event(adminTablePayload, reply<AdminTableView>()),
  'records/list': event(adminListPayload, reply<AdminRecordsView>()),
  'records/get': event(adminRecordPayload, reply<AdminRecordView>()),
  'records/save': event(adminSavePayload, reply<AdminRecordView>()),
  'records/delete': event(adminDeletePayload, reply<EmptyReply>()),
  /** What deleting the record would take along, empty or forbid (asked before confirming). */
  'records/delete-plan': event(adminRecordPayload, reply<AdminDeletePlanView>()),
  /** Records to pick as a foreign key: value and label, searched by label. */
  'records/options': event(adminOptionsPayload, reply<AdminOptionsView>()),
  'views/list': event(adminViewsPayload, reply<AdminSavedViewsView>()),
  'views/save': event(adminViewSavePayload, reply<AdminSavedView>()),
  'views/delete': event(adminViewIdPayload, reply<EmptyReply>()),
  'audit/list': event(adminAuditListPayload, reply<AdminAuditPageView>()),
  'audit/revert': event(adminAuditIdPayload, reply<AdminAuditEntryView>()),
} satisfies NamespaceContract;

export const adminContract = {
  ...adminRecordsContract,
  ...adminOperationsContract,
  ...adminFilesContract,
  ...adminContentContract,
} satisfies NamespaceContract;
export type AdminContract = typeof adminContract;
