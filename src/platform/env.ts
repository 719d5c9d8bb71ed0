/**
 * Host environment of the running build. This base file serves the mini-program builds (weapp, tt) and
 * jest; `env.h5.ts` replaces it in the H5 build. Both export the same functions.
 */

/** Query parameters of the address the app was opened with (H5 only; mini-programs get them at launch). */
export function urlParams(): Record<string, string> {
  return {}
}

export function userAgent(): string {
  return ''
}

/**
 * A mini-program owns its storage, so its own cache is trusted. The "do not read the cache" rule of spec
 * section 4 is about H5 pages embedded in other hosts, which only `env.h5.ts` can see.
 */
export function canReadLoginCache(): boolean {
  return true
}

/** Address of the current page for a `from` parameter; mini-programs use the page stack instead. */
export function currentLocationUrl(): string {
  return ''
}
