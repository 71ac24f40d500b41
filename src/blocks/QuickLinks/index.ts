export { QuickLinks } from './QuickLinks';
