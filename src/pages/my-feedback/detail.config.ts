import { pageConfig } from '../../router/routes'

export default definePageConfig(pageConfig('myFeedbackDetail'))
