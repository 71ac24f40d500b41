export { PortfolioMix } from './PortfolioMix';
