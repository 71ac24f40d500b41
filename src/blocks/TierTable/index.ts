export { TierTable } from './TierTable';
