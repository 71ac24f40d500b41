export { GoalsProgress } from './GoalsProgress';
