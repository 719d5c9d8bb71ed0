import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('pages/check/index', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
