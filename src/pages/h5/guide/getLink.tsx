import GetLinkGuideView from '@/features/docs/GetLinkGuideView'

export default GetLinkGuideView
