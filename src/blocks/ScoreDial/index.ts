export { ScoreDial } from './ScoreDial';
