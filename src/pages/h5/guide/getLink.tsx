import { GetLinkGuideView } from '@/features/docs/GuideViews'

export default GetLinkGuideView
