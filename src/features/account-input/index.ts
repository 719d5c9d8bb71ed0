export { default as AccountInput, accountWays } from './AccountInput'
