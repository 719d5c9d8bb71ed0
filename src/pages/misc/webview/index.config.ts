import { pageConfig } from '../../../router/routes'

export default definePageConfig(pageConfig('pages/misc/webview/index'))
