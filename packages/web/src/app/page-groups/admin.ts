import '../../styles/all-styles';
export { AdminSignInPage } from '../../features/admin/components/admin-sign-in-page';
export { AdminLayout } from '../../features/admin/components/admin-layout';
export { AdminHomePage } from '../../features/admin/components/admin-home-page';
export { AdminListPage } from '../../features/admin/components/admin-list-page';
export { AdminRecordPage } from '../../features/admin/components/admin-record-page';
export { AdminAuditPage } from '../../features/admin/components/admin-audit-page';
export { FilesPage as AdminFilesPage } from '../../features/admin-files';
export { ContentImportPage as AdminContentPage } from '../../features/admin-content';
export {
  ContactInboxPage as AdminContactPage,
  CreditsPage as AdminCreditsPage,
  NoticesPage as AdminNoticesPage,
  SchoolsReviewPage as AdminSchoolsPage,
  UsersPage as AdminUsersPage,
} from '../../features/admin-operations';
