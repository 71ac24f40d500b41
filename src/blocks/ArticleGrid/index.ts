export { ArticleGrid } from './ArticleGrid';
