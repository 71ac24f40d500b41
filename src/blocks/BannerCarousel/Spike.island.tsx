import { reactIsland } from '../../ui/islands/reactIsland';
import { SpikeFrame } from './Spike';

export default reactIsland(SpikeFrame);
