import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('pages/report/index', { enableShareAppMessage: true, enableShareTimeline: true }))
