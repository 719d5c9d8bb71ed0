import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('pages/my-page/collect', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
