export { default as HelpCard } from './HelpCard'
export { helpShareMessage } from './help-card-store'
