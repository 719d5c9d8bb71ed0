import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('accountRecommendation', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
