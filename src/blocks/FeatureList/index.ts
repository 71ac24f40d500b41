export { FeatureList } from './FeatureList';
