import GuideView from '@/features/guide/GuideView'

export default GuideView
