import { reactIsland } from '../../ui/islands/reactIsland';
import { CodeSample } from './CodeSample';

export default reactIsland(CodeSample);
