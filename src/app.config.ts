import { buildAppConfig } from './router/app-config'

export default defineAppConfig(buildAppConfig())
