import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('intentionRecords', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
