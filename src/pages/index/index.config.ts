import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('home', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
