import { AndroidDownloadView } from '@/features/download/DownloadView'

export default AndroidDownloadView
