import { checkSupportContact, type SupportContact } from '../../contract/values/support-contact'
import { parseJson } from '../../lib/schema-decode'

/**
 * Parses the customer-service contact, `app.support` in global config (public: the app's 联系我们 page reads it;
 * `npm run config:set -- app.support '{"email":"kefu@…","phone":"400-123-4567","hours":"每日 9:00-21:00"}'`). Every
 * field is optional: without any, the app offers the feedback page alone. Throws with what to fix on bad JSON, an
 * unknown field or a malformed value. The rules are the contract's, which the app applies too (dropping a bad field),
 * so they are not a TypeBox schema here: the app does not bundle TypeBox.
 */
export function parseSupportContact(json: string): SupportContact {
  const { contact, problems } = checkSupportContact(
    parseJson(json, '须为 JSON：{"email": "…", "phone": "…", "wechat": "…", "qq": "…", "hours": "…"}'),
  )
  if (problems.length) throw new Error(problems.join('；'))
  return contact
}
