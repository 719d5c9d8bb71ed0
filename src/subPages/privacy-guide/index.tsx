import { useMemo } from 'react'
import Article, { ArticleLinks } from '@/components/article'
import { isIOSDevice } from '@/components/article/device'
import PageShell from '@/components/page-shell'
import { AgreementId } from '@/constants/navigation'
import { agreementUrl } from '@/content/agreements'
import { privacySummary } from '@/content/guides'
import { navigateTo } from '@/router'

/**
 * 隐私保护指引: the summary WeChat requires before privacy APIs are used. It is on the login whitelist, and so
 * are the links below (they open through the whitelisted generic agreement page).
 */
export default function Page() {
  const policyId = useMemo(() => (isIOSDevice() ? AgreementId.PRIVACY_IOS : AgreementId.PRIVACY), [])
  return (
    <PageShell>
      <Article doc={privacySummary}>
        <ArticleLinks
          label='完整文档'
          links={[
            { title: '《隐私政策》', onClick: () => void navigateTo(agreementUrl(policyId)) },
            { title: '《第三方信息共享清单》', onClick: () => void navigateTo(agreementUrl(AgreementId.NEUTRAL)) },
            { title: '《应用权限说明》', onClick: () => void navigateTo(agreementUrl(AgreementId.APP_PERMISSION)) },
            { title: '《儿童个人信息保护规则》', onClick: () => void navigateTo(agreementUrl(AgreementId.CHILD_PROTECTION)) },
          ]}
        />
      </Article>
    </PageShell>
  )
}
