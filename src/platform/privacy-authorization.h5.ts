/**
 * H5: a browser has no privacy agreement flow (Taro's H5 `onNeedPrivacyAuthorization` is a stub that fails), so
 * nothing is installed and nothing is ever pending; the privacy guide shows no consent bar.
 */
export const PRIVACY_AGREE_BUTTON_ID = 'privacy-agree'

export const privacyRequestPending = (): boolean => false

export function reportPrivacyExposure(): void {}

export function answerPrivacyRequest(_agreed: boolean): void {}
