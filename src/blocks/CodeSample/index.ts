export { CodeSample } from './CodeSample';
