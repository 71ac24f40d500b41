export { ArticleFeatured } from './ArticleFeatured';
