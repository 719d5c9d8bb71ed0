/** The signed-in user's settings: 设置 (logout, deletion) and 实名认证. */
export { default as SettingView, LOG_OFF_WORD } from './SettingView'
export { default as RealNameView, RealNameText, nameError, idError } from './RealNameView'
