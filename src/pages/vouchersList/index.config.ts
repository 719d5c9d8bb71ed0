import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('vouchersList', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
