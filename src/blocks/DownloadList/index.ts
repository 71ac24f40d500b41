export { DownloadList } from './DownloadList';
