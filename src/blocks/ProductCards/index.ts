export { ProductCards } from './ProductCards';
