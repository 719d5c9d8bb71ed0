import { useRouteParams } from '@/router/params'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { routeUrl } from '@/constants/routes'
import { copyShareLink } from '@/platform/share'
import { navigateTo } from '@/router'
import { SharedReportBody } from './shared-view'
import { useReportSource } from '../report-source'

/** Preview: the owner sees exactly what the share link shows, then copies the link or saves an image. */
function PreviewPage() {
  const params = useRouteParams('reportPreview')
  const source = useReportSource()
  const sharePath = source.shareToken ? routeUrl('reportShare', { shareToken: source.shareToken }) : ''
  return (
    <PageShell>
      <View className='sv-page' data-testid='preview-page'>
        <Text className='sv-banner'>以下是好友打开分享链接时看到的内容</Text>
        <SharedReportBody source={source} loginFrom={routeUrl('reportPreview', { valId: params.valId })} />
      </View>
      {source.report ? (
        <View className='rv-bar'>
          <View className='sv-bar__btn' data-testid='preview-copy' onClick={() => sharePath && void copyShareLink(sharePath)}>
            <Text>复制分享链接</Text>
          </View>
          <View
            className='sv-bar__btn sv-bar__btn--primary'
            data-testid='preview-save'
            onClick={() => void navigateTo('reportSave', { shareToken: source.shareToken })}
          >
            <Text>保存图片</Text>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(PreviewPage)
