/**
 * A text toast for the modules the app starts with (request layer, session, router, launch). Mini-programs and
 * jest show it at once; `toast.h5.ts` loads Taro's toast on demand. Pages call Taro.showToast themselves.
 */
export { showTaroTextToast as showToast } from './text-toast'

/** Gets the toast ready before its first use; here it always is. */
export function prepareToast(): void {}
