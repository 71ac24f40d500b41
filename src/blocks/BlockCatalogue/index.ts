export { BlockCatalogue } from './BlockCatalogue';
