import { pageConfig } from '../../../router/routes'

export default definePageConfig(pageConfig('pages/evaluate/choose/index'))
