import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('accountShots'))
