export { Testimonials } from './Testimonials';
