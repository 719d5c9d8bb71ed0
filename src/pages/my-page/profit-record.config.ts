import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('profitRecords', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
