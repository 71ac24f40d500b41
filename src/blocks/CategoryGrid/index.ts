export { CategoryGrid } from './CategoryGrid';
