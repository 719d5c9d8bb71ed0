/**
 * Who operates the service, as named in every agreement.
 *
 * PLACEHOLDER: the operator name below is a stand-in until the legal entity is registered. Replace it (and review
 * the third-party list in `neutral.ts`) before the first public release; PIPL requires the real name of the
 * personal-information handler. The working contact is the in-app 联系我们 page: the feedback page always, plus the
 * channels operators configure in `app.support` (e-mail, phone, WeChat, QQ, hours; docs/api.md).
 */
export const OPERATOR_NAME = '游戏估价运营团队'
/** Where every agreement sends users who want to reach us. */
export const CONTACT_US = '「我的 - 联系我们」'
/** Service hours when `app.support` does not set them. */
export const SERVICE_HOURS = '每日 9:00-21:00'
export const PRODUCT_NAME = '游戏估价'
/** The date every agreement carries; bump it together with the texts. */
export const AGREEMENTS_UPDATED_AT = '2026-11-22'
