import { pageConfig } from '../../../router/routes'

export default definePageConfig(pageConfig('pages/h5/account-secure-instruction/index'))
