import { Type, type Static } from '@sinclair/typebox'
import { ReportImageKind, ReportImageLimit } from './values'

/**
 * 报告截图 (issue 40 point 3): the order screenshot of a did-I-lose check and the account screenshots of a props
 * valuation, uploaded one by one (multipart) onto the owner's report once it exists, shown on it to the owner only.
 */

export { ReportImageKind, ReportImageLimit, REPORT_IMAGE_MIMES, REPORT_KIND_OF_IMAGE } from './values'

/** One screenshot as its owner sees it on the report: a signed link that expires (about an hour). */
export const ReportImage = Type.Object({
  imageId: Type.String({ description: '截图 id（ri_…）' }),
  kind: Type.Union([Type.Literal(ReportImageKind.ORDER), Type.Literal(ReportImageKind.ACCOUNT)], {
    description: '1 订单截图（我亏了吗），2 账号截图（属性估价）',
  }),
  url: Type.String({ description: '图片地址（签名链接，仅本人可见，约 1 小时内有效；过期或错误为 404）' }),
  mime: Type.String(),
  size: Type.Integer({ description: '字节数' }),
  createdAt: Type.Integer(),
})
export type ReportImage = Static<typeof ReportImage>

/** The screenshots on a report's detail: its owner's only, in upload order; absent when there are none. */
export const ReportImages = Type.Optional(
  Type.Array(ReportImage, { maxItems: ReportImageLimit.PER_REPORT, description: '本人上传的截图（按上传顺序）；没有时不返回' }),
)

/** report/imageUpload: the stored screenshot. */
export const ReportImageUploadData = ReportImage
export type ReportImageUploadData = ReportImage
