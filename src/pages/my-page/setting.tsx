import SettingView from '@/features/user/SettingView'

export default SettingView
