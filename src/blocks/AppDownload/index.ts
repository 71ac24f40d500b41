export { AppDownload } from './AppDownload';
