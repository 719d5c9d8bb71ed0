import { CampIdGuideView } from '@/features/docs/GuideViews'

export default CampIdGuideView
