export { canDownloadApp } from './download-store'
