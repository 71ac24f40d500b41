export { Steps } from './Steps';
