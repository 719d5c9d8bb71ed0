export { loginFirst } from './login-first'
