import Article, { ArticleButton } from '@/components/article'
import PageShell from '@/components/page-shell'
import { getLinkGuide } from '@/content/guides'
import { goBack } from '@/router'

/** 如何获取链接: opened from the link valuation input, so the button returns the user there to paste. */
export default function GetLinkGuideView() {
  return (
    <PageShell>
      <Article doc={getLinkGuide}>
        <ArticleButton text='我知道了，去粘贴链接' onClick={() => void goBack()} />
      </Article>
    </PageShell>
  )
}
