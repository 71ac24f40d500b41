export { Stats } from './Stats';
