export { Contact } from './Contact';
