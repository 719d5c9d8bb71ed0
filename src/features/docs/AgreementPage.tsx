import Taro from '@tarojs/taro'
import { useEffect } from 'react'
import PageShell from '@/components/page-shell'
import { AgreementId } from '@/constants/navigation'
import { agreementUrl, getAgreement, resolveAgreementId } from '@/content/agreements'
import { navigateTo } from '@/router'
import Article, { ArticleLinks } from '@/components/article'
import { useRouteParams } from '@/router/params'

/** Documents the reader of one agreement is most likely to want next (the privacy policy cites the others). */
const RELATED: Partial<Record<AgreementId, AgreementId[]>> = {
  [AgreementId.PRIVACY]: [AgreementId.NEUTRAL, AgreementId.APP_PERMISSION, AgreementId.CHILD_PROTECTION],
  [AgreementId.PRIVACY_IOS]: [AgreementId.NEUTRAL, AgreementId.APP_PERMISSION, AgreementId.CHILD_PROTECTION],
  [AgreementId.USER]: [AgreementId.PRIVACY, AgreementId.RULES, AgreementId.ACCOUNT],
  [AgreementId.USER_IOS]: [AgreementId.PRIVACY_IOS, AgreementId.RULES, AgreementId.ACCOUNT],
  [AgreementId.CHILD_PROTECTION]: [AgreementId.PRIVACY],
  [AgreementId.NEUTRAL]: [AgreementId.PRIVACY],
  [AgreementId.APP_PERMISSION]: [AgreementId.PRIVACY],
}

/**
 * One agreement page. With `byQuery` the page honours `?id=` (the generic agreement pages, opened from the
 * 协议条款 index); the fixed pages ignore it so each route always shows the document its title names.
 * Related links open through the generic page because it is on the login whitelist: the privacy policy must
 * lead to the third-party list even before the user has logged in.
 */
export default function AgreementPage({ defaultId, byQuery = false }: { defaultId: AgreementId; byQuery?: boolean }) {
  const queryId = useRouteParams('h5PolicyAgreement').id
  const id = byQuery ? resolveAgreementId(queryId, defaultId) : defaultId
  const doc = getAgreement(id)

  // The mini-program bar shows the route's title from page config; another document needs its own title.
  useEffect(() => {
    if (id !== defaultId) void Promise.resolve(Taro.setNavigationBarTitle({ title: doc.title })).catch(() => undefined)
  }, [id, defaultId, doc.title])

  const related = RELATED[id] ?? []
  return (
    <PageShell title={doc.title}>
      <Article doc={doc}>
        {related.length > 0 && (
          <ArticleLinks
            label='相关文档'
            links={related.map((rid) => ({
              title: `《${getAgreement(rid).title}》`,
              onClick: () => void navigateTo(agreementUrl(rid)),
            }))}
          />
        )}
      </Article>
    </PageShell>
  )
}
