/** H5: a full URL of the page on this site (hash router), so it opens in any browser. */
export function shareLink(path: string): string {
  if (typeof window === 'undefined') return path
  const { origin, pathname } = window.location
  return `${origin}${pathname}#${path.startsWith('/') ? path : `/${path}`}`
}
