import CodeLoginView from '@/features/login/CodeLoginView'

export default CodeLoginView
