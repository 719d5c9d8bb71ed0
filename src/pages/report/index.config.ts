import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('report', { enableShareAppMessage: true, enableShareTimeline: true }))
