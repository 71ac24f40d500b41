export { Certifications } from './Certifications';
