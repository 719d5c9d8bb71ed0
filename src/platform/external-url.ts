/**
 * Leaving the app for another URL: a download link or an app's deep link (`gujia://open?path=…`). A mini-program
 * cannot open either (its host allows neither browser pages nor app schemes), so this base file (weapp, tt, jest)
 * says no and callers copy the link instead; `external-url.h5.ts` opens it.
 */

/** Whether `openExternalUrl` can leave the page on this platform. */
export const CAN_OPEN_EXTERNAL_URL: boolean = false

/** Opens the URL in place of the page; returns whether it could. */
export function openExternalUrl(_url: string): boolean {
  return false
}
