import { useEffect } from 'react'
import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { renderShareCover, type ShareCoverShape, type ShareCoverText } from './share-cover'

/**
 * A page's share cards on the mini-programs: the card sent to a chat (`onShareAppMessage`, from the top-right
 * menu or a `<Button openType='share'>`) and the Moments card (`onShareTimeline`, WeChat). Covers are drawn
 * ahead, when the page knows what it shows, because the host reads the card the moment the user shares; a
 * card whose cover is not ready yet goes without (the host shows a page screenshot or the app logo).
 *
 * A card carries what its receiving page needs (a share token, a help code), never locked content: the path
 * opens a public page that asks the service, which decides what a holder of the token may see.
 */

export type { ShareCoverText } from './share-cover'

/** Where a share started: the menu, or a share button with its `data-*` attributes (`data-help` → `help`). */
export interface ShareSource {
  from: 'menu' | 'button'
  dataset: Record<string, string | undefined>
}

export interface ChatCard {
  title: string
  /** The page the card opens, with its query. */
  path: string
  cover?: ShareCoverText | null
}

/** Moments reopens the page it was shared from, in a single-page mode without login, with `query`. */
export interface MomentsCard {
  title: string
  query: string
  cover?: ShareCoverText | null
}

export interface ShareCards {
  chat?: (source: ShareSource) => ChatCard | null
  moments?: () => MomentsCard | null
  /** Chat covers to draw ahead (e.g. the report's and the help card's); the Moments cover is drawn from `moments`. */
  covers?: (ShareCoverText | null | undefined)[]
}

/** Covers drawn this session, by shape and text: the temporary file of each. */
const drawn = new Map<string, string>()
const drawing = new Set<string>()

const coverKey = (text: ShareCoverText, shape: ShareCoverShape) => `${shape}:${JSON.stringify(text)}`

function prepareCover(text: ShareCoverText, shape: ShareCoverShape): void {
  const key = coverKey(text, shape)
  if (drawn.has(key) || drawing.has(key)) return
  drawing.add(key)
  void renderShareCover(text, shape).then((file) => {
    drawing.delete(key)
    if (file) drawn.set(key, file)
  })
}

function withImage<T extends { cover?: ShareCoverText | null }>(card: T, shape: ShareCoverShape): Omit<T, 'cover'> & { imageUrl?: string } {
  const { cover, ...rest } = card
  const imageUrl = cover ? drawn.get(coverKey(cover, shape)) : undefined
  return imageUrl ? { ...rest, imageUrl } : rest
}

/** Registers the page's share cards. Pages list `enableShareAppMessage` / `enableShareTimeline` in their config. */
export function useShareCards(cards: ShareCards): void {
  const chatCovers = (cards.covers ?? []).filter((c): c is ShareCoverText => !!c)
  const momentsCover = cards.moments?.()?.cover ?? null
  const keys = [...chatCovers.map((c) => coverKey(c, 'chat')), momentsCover ? coverKey(momentsCover, 'moments') : ''].join('\n')
  useEffect(() => {
    chatCovers.forEach((c) => prepareCover(c, 'chat'))
    if (momentsCover) prepareCover(momentsCover, 'moments')
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys say all the covers hold; the covers are new objects every render
  }, [keys])

  useShareAppMessage((res) => {
    const target = res?.target as { dataset?: Record<string, string | undefined> } | undefined
    const card = cards.chat?.({ from: res?.from === 'button' ? 'button' : 'menu', dataset: target?.dataset ?? {} })
    // Without a card the host shares the page as it is.
    return card ? withImage(card, 'chat') : {}
  })
  useShareTimeline(() => {
    const card = cards.moments?.()
    return card ? withImage(card, 'moments') : {}
  })
}
