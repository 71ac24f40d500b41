export { Team } from './Team';
