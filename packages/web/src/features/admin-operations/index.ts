export { ContactInboxPage } from './components/contact-inbox-page';
export { CreditsPage } from './components/credits-page';
export { NoticesPage } from './components/notices-page';
export { SchoolsReviewPage } from './components/schools-review-page';
export { UsersPage } from './components/users-page';
