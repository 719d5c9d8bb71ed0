import DownloadView from '@/features/download/DownloadView'

export default function Page() {
  return <DownloadView platform='android' />
}
