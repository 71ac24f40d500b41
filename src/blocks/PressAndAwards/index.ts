export { PressAndAwards } from './PressAndAwards';
