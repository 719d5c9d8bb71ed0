import { pageConfig } from '../../../router/routes'

export default definePageConfig(pageConfig('compareShare', { enableShareAppMessage: true, enableShareTimeline: true }))
