import Taro from '@tarojs/taro'
import Article, { ArticleButton, ArticleLinks } from '@/components/article'
import PageShell from '@/components/page-shell'
import { AgreementId } from '@/constants/navigation'
import { agreementUrl } from '@/content/agreements'
import { authErrorGuide } from '@/content/guides'
import { navigateTo } from '@/router'

/** Mini-programs can open their own permission settings directly; a browser page cannot. */
const CAN_OPEN_SETTING = process.env.TARO_ENV === 'weapp' || process.env.TARO_ENV === 'tt'

function openSetting() {
  Taro.openSetting({}).catch(() => {
    void Taro.showToast({ title: '请按页面步骤手动开启', icon: 'none' })
  })
}

export default function AuthErrorGuideView() {
  return (
    <PageShell>
      <Article doc={authErrorGuide}>
        {CAN_OPEN_SETTING && <ArticleButton text='打开小程序设置' onClick={openSetting} />}
        <ArticleLinks links={[{ title: '《应用权限说明》', onClick: () => void navigateTo(agreementUrl(AgreementId.APP_PERMISSION)) }]} />
      </Article>
    </PageShell>
  )
}
