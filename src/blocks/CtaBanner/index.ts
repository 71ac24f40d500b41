export { CtaBanner } from './CtaBanner';
