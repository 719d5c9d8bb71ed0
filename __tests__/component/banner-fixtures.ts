import type { Banner } from '../../server/src/contract'
import type { Reply } from './helpers'

/** Banners as the banner service returns them, for the home and banner landing page tests (contract shapes). */

export const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data })

/** A published gradient banner that jumps in the app; `over` sets what a test is about. */
export const banner = (id: number, over: Partial<Banner> = {}): Banner => ({
  id,
  title: `横幅${id}`,
  desc: '',
  image: '',
  colors: ['#1677ff', '#4f9bff'],
  jumpType: 3,
  jumpPage: null,
  target: '',
  startAt: null,
  endAt: null,
  sort: id,
  ...over,
})
