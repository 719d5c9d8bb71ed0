import AuthView from '@/features/question-flow/AuthView'

export default AuthView
