/**
 * Who operates the service, as named in every agreement.
 *
 * PLACEHOLDERS: the operator name and the e-mail address below are stand-ins until the legal entity is
 * registered. Replace both (and review the third-party list in `neutral.ts`) before the first public release;
 * PIPL requires the real name and a working contact of the personal-information handler.
 */
export const OPERATOR_NAME = '游戏估价运营团队'
export const SUPPORT_EMAIL = 'support@youxigujia.example'
export const SERVICE_HOURS = '每日 9:00-21:00'
export const PRODUCT_NAME = '游戏估价'
/** The date every agreement carries; bump it together with the texts. */
export const AGREEMENTS_UPDATED_AT = '2026-11-22'
