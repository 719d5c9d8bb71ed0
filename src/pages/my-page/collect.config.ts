import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('collect', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
