export { RateTable } from './RateTable';
