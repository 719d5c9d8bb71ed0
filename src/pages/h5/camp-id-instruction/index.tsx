import CampIdGuideView from '@/features/docs/CampIdGuideView'

export default CampIdGuideView
