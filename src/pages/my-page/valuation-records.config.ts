import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('pages/my-page/valuation-records', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
