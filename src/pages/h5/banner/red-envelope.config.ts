import { pageConfig } from '../../../router/routes'

export default definePageConfig(pageConfig('h5BannerRedEnvelope'))
