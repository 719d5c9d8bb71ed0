/** The customer-service contact in global config (`app.support`) and the rules both halves read it with. */
export { SUPPORT_CONFIG_KEY, checkSupportContact, type SupportContact } from '../../server/src/contract/values/support-contact'
