import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('pages/login/verifyCode'))
