import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('pages/purpose/index', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
