import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('pages/my-page/profit-record', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
