import { pageConfig } from '../../../router/routes'

export default definePageConfig(pageConfig('pages/h5/privacy-guide-ios/index'))
