import { pageConfig } from '../../../router/routes'

export default definePageConfig(pageConfig('reportShare', { enableShareAppMessage: true, enableShareTimeline: true }))
