import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('valuationRecords', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
