import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('missionCenterIOS', { enablePullDownRefresh: true, enableShareAppMessage: true }))
