import { useEffect, useMemo, useRef, useState } from 'react'
import Taro, { useUnload } from '@tarojs/taro'
import { Button, View } from '@tarojs/components'
import Article, { ArticleLinks } from '@/components/article'
import { isIOSDevice } from '@/components/article/device'
import PageShell from '@/components/page-shell'
import { AgreementId } from '@/constants/navigation'
import { agreementUrl } from '@/content/agreements'
import { privacySummary } from '@/content/guides'
import {
  PRIVACY_AGREE_BUTTON_ID,
  answerPrivacyRequest,
  privacyRequestPending,
  reportPrivacyExposure,
} from '@/platform/privacy-authorization'
import { navigateTo } from '@/router'
import './privacy-notice.scss'

/**
 * 隐私保护指引: the summary WeChat requires before privacy APIs are used. It is on the login whitelist, and so
 * are the links below (they open through the whitelisted generic agreement page). Opened by WeChat's privacy
 * request (platform/privacy-authorization.ts) it ends in a consent bar: 同意 lets the waiting call go on, 拒绝
 * (or leaving without an answer) fails it; either way the user returns to the page that asked.
 */
export default function PrivacyNoticeView() {
  const policyId = useMemo(() => (isIOSDevice() ? AgreementId.PRIVACY_IOS : AgreementId.PRIVACY), [])
  const [asking] = useState(privacyRequestPending)
  const answered = useRef(false)
  useEffect(() => {
    if (asking) reportPrivacyExposure()
  }, [asking])
  useUnload(() => {
    if (asking && !answered.current) answerPrivacyRequest(false)
  })
  const answer = (agreed: boolean) => {
    answered.current = true
    answerPrivacyRequest(agreed)
    void Taro.navigateBack().catch(() => undefined)
  }
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
      {asking ? (
        <View className='privacy-consent' data-testid='privacy-consent'>
          <Button className='privacy-consent__no' data-testid='privacy-disagree' onClick={() => answer(false)}>
            拒绝
          </Button>
          <Button
            id={PRIVACY_AGREE_BUTTON_ID}
            className='privacy-consent__yes'
            openType='agreePrivacyAuthorization'
            onAgreePrivacyAuthorization={() => answer(true)}
          >
            同意并继续
          </Button>
        </View>
      ) : null}
    </PageShell>
  )
}
