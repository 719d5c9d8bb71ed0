import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('information', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
