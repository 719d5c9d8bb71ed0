import { WebView } from '@tarojs/components'
import { useRouteParams } from '@/router/params'
import DeadEndPage from '@/components/page-shell/dead-end-page'
import { webPageUrl } from '@/utils/web-page-url'
import './webview.scss'

/** The app's webview page: shows the web page given as `url`, or says the link is not valid and leads home. */
export default function WebviewPage() {
  const params = useRouteParams('webview')
  const url = webPageUrl(params.url)
  if (!url) return <DeadEndPage className='webview-invalid' testId='webview-invalid' text='链接无效' sub='无法打开该页面' next='home' />
  return <WebView src={url} />
}
