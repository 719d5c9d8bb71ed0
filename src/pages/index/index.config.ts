import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('pages/index/index', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
