import { checkSupportContact, type SupportContact } from '../../contract/values/support-contact'

/**
 * Parses the customer-service contact, `app.support` in global config (public: the app's 联系我们 page reads it;
 * `npm run config:set -- app.support '{"email":"kefu@…","phone":"400-123-4567","hours":"每日 9:00-21:00"}'`). Every
 * field is optional: without any, the app offers the feedback page alone. Throws with what to fix on bad JSON, an
 * unknown field or a malformed value.
 */
export function parseSupportContact(json: string): SupportContact {
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    throw new Error('value must be JSON {"email": "…", "phone": "…", "wechat": "…", "qq": "…", "hours": "…"}')
  }
  const { contact, problems } = checkSupportContact(raw)
  if (problems.length) throw new Error(problems.join('; '))
  return contact
}
