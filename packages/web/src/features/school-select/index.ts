export { schoolLinkQuery } from './api/schools';
