import { reactIsland } from '../../ui/islands/reactIsland';
import { BannerCarousel } from './BannerCarousel';

export default reactIsland(BannerCarousel);
