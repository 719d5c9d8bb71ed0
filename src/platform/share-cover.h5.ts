import type { ShareCoverShape, ShareCoverText } from './share-cover'

/** H5: a browser has no share card, so no cover is drawn (share.h5.ts copies a link instead). */
export async function renderShareCover(_text: ShareCoverText, _shape: ShareCoverShape): Promise<string | null> {
  return null
}
