import { pageConfig } from '../../router/routes'

export default definePageConfig(
  pageConfig('pages/my-page/account-recommendation', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }),
)
