import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('check', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
