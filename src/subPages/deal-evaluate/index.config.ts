import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('dealEvaluate', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
