export { BannerCarousel } from './BannerCarousel';
