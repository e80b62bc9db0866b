export { TeamInviteForm } from './components/team-invite-form';
