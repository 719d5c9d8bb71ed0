import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('pages/my-page/intention-record', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
