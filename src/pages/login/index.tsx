import LoginView from '@/features/login/LoginView'

export default LoginView
