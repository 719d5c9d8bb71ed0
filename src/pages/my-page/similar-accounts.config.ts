import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('pages/my-page/similar-accounts', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
