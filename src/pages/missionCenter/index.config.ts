import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('missionCenter', { enablePullDownRefresh: true, enableShareAppMessage: true }))
