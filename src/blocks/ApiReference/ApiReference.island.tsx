import { reactIsland } from '../../ui/islands/reactIsland';
import { ApiReference } from './ApiReference';

export default reactIsland(ApiReference);
