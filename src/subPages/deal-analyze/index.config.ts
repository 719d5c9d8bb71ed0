import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('marketAnalysis', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
