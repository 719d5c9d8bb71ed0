import { checkAppDownload, type AppDownloadLinks } from '../../contract/values/app-download'

/**
 * Parses the app's download links, `app.download` in global config (public: the download pages read it at launch;
 * `npm run config:set -- app.download '{"android":"https://…","ios":"https://…","scheme":"gujia://"}'`). Every field
 * is optional: a page without its platform's link says the app is not out yet. Throws with what to fix on bad JSON,
 * an unknown field, a non-https URL or a bad scheme.
 */
export function parseAppDownload(json: string): AppDownloadLinks {
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    throw new Error('value must be JSON {"android": "https://…", "ios": "https://…", "scheme": "name://"}')
  }
  const { links, problems } = checkAppDownload(raw)
  if (problems.length) throw new Error(problems.join('; '))
  return links
}
