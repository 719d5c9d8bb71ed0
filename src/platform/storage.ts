import Taro from '@tarojs/taro'
import type { StorageKey } from './storage-keys'

/*
 * Storage failures (quota, private mode, a corrupted value) must never break a page, so every access is
 * wrapped and degrades to "nothing stored".
 */

export function getItem<T>(key: StorageKey): T | undefined {
  try {
    const v: unknown = Taro.getStorageSync(key)
    return v === '' || v === null || v === undefined ? undefined : (v as T)
  } catch {
    return undefined
  }
}

export function setItem(key: StorageKey, value: unknown): void {
  try {
    Taro.setStorageSync(key, value)
  } catch {
    /* see above */
  }
}

export function removeItem(key: StorageKey): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    /* see above */
  }
}
