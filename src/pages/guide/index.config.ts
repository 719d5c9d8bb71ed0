import { pageConfig } from '../../router/routes'

// Full-screen launch animation: no navigation bar.
export default definePageConfig({ ...pageConfig('guide'), navigationStyle: 'custom' })
