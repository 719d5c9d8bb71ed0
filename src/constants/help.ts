/** Friend help's rules, the help-code format and the device header: one definition with the service. */
export { HELP_CODE_PATTERN, HELP_RULES_TEXT, VISITOR_ID_HEADER } from '../../server/src/contract/values/help'
