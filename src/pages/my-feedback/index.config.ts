import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('myFeedback', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
