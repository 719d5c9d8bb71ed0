import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('subPages/deal-evaluate/index', { enablePullDownRefresh: true, backgroundTextStyle: 'dark' }))
