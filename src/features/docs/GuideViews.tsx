import Article, { ArticleButton } from '@/components/article'
import PageShell from '@/components/page-shell'
import type { ArticleDoc } from '@/content/agreements'
import { campIdGuide, getLinkGuide } from '@/content/guides'
import { goBack } from '@/router'

/** A how-to opened from an input: its one button returns the user there to use what it explained. */
function GuideBackPage({ doc, text }: { doc: ArticleDoc; text: string }) {
  return (
    <PageShell>
      <Article doc={doc}>
        <ArticleButton text={text} onClick={() => void goBack()} />
      </Article>
    </PageShell>
  )
}

/** 如何获取链接: opened from the link valuation input, so the button returns the user there to paste. */
export const GetLinkGuideView = () => <GuideBackPage doc={getLinkGuide} text='我知道了，去粘贴链接' />

/** 如何获取营地ID: opened from the camp-id authorization step, so the button returns there. */
export const CampIdGuideView = () => <GuideBackPage doc={campIdGuide} text='我知道了，去填写营地 ID' />
