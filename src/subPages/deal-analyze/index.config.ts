import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('subPages/deal-analyze/index', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
