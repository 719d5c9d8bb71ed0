import { DEFAULT_CHANNEL } from '../constants/app'
import { urlParams } from './env'
import { getItem, setItem } from './storage'
import { StorageKey } from './storage-keys'

/** Distribution channel: URL `channel`, then the cached one, then the build's, then h5-default. */
export function detectChannel(): string {
  const fromUrl = urlParams().channel
  if (fromUrl) {
    setItem(StorageKey.CHANNEL, fromUrl)
    return fromUrl
  }
  return getItem<string>(StorageKey.CHANNEL) || process.env.TARO_APP_CHANNEL || DEFAULT_CHANNEL
}
