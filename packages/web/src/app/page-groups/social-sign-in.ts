import '../../styles/all-styles';
export { SocialSignInPage } from '../../features/social-sign-in/components/social-sign-in-page';
