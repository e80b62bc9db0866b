export { PartnerSchoolsSection } from './components/partner-schools-section';
