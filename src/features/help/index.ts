export { default as HelpCard } from './HelpCard'
export { HELP_SHARE_COVER, helpShareMessage, loadHelpImageCode, type HelpImageCode } from './help-card-store'
