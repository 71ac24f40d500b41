export { ArticleBody } from './ArticleBody';
