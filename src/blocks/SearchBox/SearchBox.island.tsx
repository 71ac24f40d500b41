import { reactIsland } from '../../ui/islands/reactIsland';
import { SearchBox } from './SearchBox';

export default reactIsland(SearchBox);
