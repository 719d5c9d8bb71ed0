import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('purpose', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
