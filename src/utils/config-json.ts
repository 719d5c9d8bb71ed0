/**
 * A global-config value read through `read`: the service sends every value as a JSON text, an object is read too.
 * Text that is not JSON gives `broken`, so the page treats the setting as absent rather than fail.
 */
export function readConfigJson<T>(value: unknown, read: (raw: unknown) => T, broken: T): T {
  let raw = value
  if (typeof value === 'string') {
    try {
      raw = JSON.parse(value)
    } catch {
      return broken
    }
  }
  return read(raw)
}
