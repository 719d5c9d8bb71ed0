export { default as AccountInput } from './AccountInput'
