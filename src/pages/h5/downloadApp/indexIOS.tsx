import { IOSDownloadView } from '@/features/download/DownloadView'

export default IOSDownloadView
