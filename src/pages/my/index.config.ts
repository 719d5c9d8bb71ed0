import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('pages/my/index'))
