import { View, Text, WebView } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import PageShell from '@/components/page-shell'
import { webPageUrl } from '@/utils/web-page-url'
import './index.scss'

/** The app's webview page: shows the web page given as `url`, or says plainly that the link is not valid. */
export default function WebviewPage() {
  const { params } = useRouter()
  const url = webPageUrl(params.url)
  if (!url) {
    return (
      <PageShell>
        <View className='webview-invalid' data-testid='webview-invalid'>
          <Text className='webview-invalid__title'>链接无效</Text>
          <Text className='webview-invalid__desc'>无法打开该页面，请返回后重试</Text>
        </View>
      </PageShell>
    )
  }
  return <WebView src={url} />
}
