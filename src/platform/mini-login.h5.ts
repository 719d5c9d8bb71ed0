/** A browser has no host login code. */
export const miniLogin = { supported: false, label: '' }
