/** The app's download links in global config (`app.download`) and the rules both halves read them with. */
export { APP_DOWNLOAD_CONFIG_KEY, checkAppDownload, type AppDownloadLinks } from '../../server/src/contract/values/app-download'
