import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('similarAccounts', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
