import { reactIsland } from '../../ui/islands/reactIsland';
import { ArticleGrid } from './ArticleGrid';

export default reactIsland(ArticleGrid);
