import { SettingView } from '@/features/settings'

export default SettingView
