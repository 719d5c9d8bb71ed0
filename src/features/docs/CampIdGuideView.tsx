import Article, { ArticleButton } from '@/components/article'
import PageShell from '@/components/page-shell'
import { campIdGuide } from '@/content/guides'
import { goBack } from '@/router'

/** 如何获取营地ID: opened from the camp-id authorization step, so the button returns there. */
export default function CampIdGuideView() {
  return (
    <PageShell>
      <Article doc={campIdGuide}>
        <ArticleButton text='我知道了，去填写营地 ID' onClick={() => void goBack()} />
      </Article>
    </PageShell>
  )
}
