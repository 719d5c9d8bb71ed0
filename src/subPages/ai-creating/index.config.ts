import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('subPages/ai-creating/index'))
