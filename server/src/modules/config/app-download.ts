import { checkAppDownload, type AppDownloadLinks } from '../../contract/values/app-download'
import { parseJson } from '../../lib/schema-decode'

/**
 * Parses the app's download links, `app.download` in global config (public: the download pages read it at launch;
 * `npm run config:set -- app.download '{"android":"https://…","ios":"https://…","scheme":"gujia://"}'`). Every field
 * is optional: a page without its platform's link says the app is not out yet. Throws with what to fix on bad JSON,
 * an unknown field, a non-https URL or a bad scheme. The rules are the contract's, which the app applies too (dropping a
 * bad field), so they are not a TypeBox schema here: the app does not bundle TypeBox.
 */
export function parseAppDownload(json: string): AppDownloadLinks {
  const { links, problems } = checkAppDownload(
    parseJson(json, '须为 JSON：{"android": "https://…", "ios": "https://…", "scheme": "name://"}'),
  )
  if (problems.length) throw new Error(problems.join('；'))
  return links
}
