export { MarketSummary } from './MarketSummary';
