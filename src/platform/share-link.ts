/**
 * The link a user copies to share a page. Mini-programs: the page path (opened inside the mini-program, or
 * by the H5 build under the same path). H5: see share-link.h5.ts.
 */
export function shareLink(path: string): string {
  return path
}
