import type { Banner as BannerData, BannerDetailData } from '../../server/src/contract'
import { callData } from './endpoint'

/** Home banners and a banner's landing page (public; operators edit them on the service). Types from the contract. */
export type Banner = BannerData
export type BannerDetail = BannerDetailData

/** The live banners in their order. Silent: a failed load only hides the home swiper. */
export const bannerList = () => callData('bannerList', {}, { silent: true }).then((d) => d.list ?? [])

/** One live banner's landing page; silent because the page shows the failure (and 404) itself. */
export const bannerDetail = (id: number) => callData('bannerDetail', { id }, { silent: true })
