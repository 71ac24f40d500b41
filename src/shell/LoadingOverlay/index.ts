export { LoadingOverlay } from './LoadingOverlay';
