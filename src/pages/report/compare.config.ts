import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('reportCompare', { enableShareAppMessage: true }))
