export { StatusBoard } from './StatusBoard';
