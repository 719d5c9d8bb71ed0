export { default as HelpCard } from './HelpCard'
export { helpShareMessage, loadHelpImageCode, type HelpImageCode } from './help-card-store'
