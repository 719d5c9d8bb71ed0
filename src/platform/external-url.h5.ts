/** H5: the browser (or the app's webview, which hands app schemes to the system) navigates to the URL. */
export const CAN_OPEN_EXTERNAL_URL: boolean = true

export function openExternalUrl(url: string): boolean {
  if (typeof window === 'undefined') return false
  window.location.href = url
  return true
}
