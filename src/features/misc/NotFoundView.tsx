import DeadEndPage from '@/components/page-shell/dead-end-page'
import './not-found.scss'

/** Where an H5 address the app has no page for lands (a mistyped or outdated link): says so and leads home. */
export default function NotFoundPage() {
  return <DeadEndPage className='not-found' testId='not-found' text='页面不存在' sub='链接可能有误或页面已下线' next='home' />
}
