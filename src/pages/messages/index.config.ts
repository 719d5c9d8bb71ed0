import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('messages', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
