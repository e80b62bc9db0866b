export { SignInForm } from './components/sign-in-form';
