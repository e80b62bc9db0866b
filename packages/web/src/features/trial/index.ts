export { TrialLauncher } from './components/trial-launcher';
