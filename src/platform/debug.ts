/**
 * Spec section 4: the debug console appears only when the address contains showVConsole=true, or when
 * the build is neither production nor prepare. vConsole is not a dependency, so `debug-console.h5.ts`
 * provides a tiny in-page log panel instead.
 */
export function shouldShowDebugConsole(url: string, buildEnv: string | undefined): boolean {
  if (/[?&#]showVConsole=true(?=[&#]|$)/.test(url)) return true
  const env = (buildEnv ?? '').trim()
  // An unset build env is a local developer build: only explicit production/prepare builds hide it.
  return env !== 'production' && env !== 'prepare'
}
