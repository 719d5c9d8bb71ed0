import AuthErrorGuideView from '@/features/docs/AuthErrorGuideView'

export default AuthErrorGuideView
