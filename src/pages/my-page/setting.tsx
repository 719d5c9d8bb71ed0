import SettingView from '@/features/settings/SettingView'

export default SettingView
