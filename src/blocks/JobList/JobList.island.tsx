import { reactIsland } from '../../ui/islands/reactIsland';
import { JobList } from './JobList';

export default reactIsland(JobList);
