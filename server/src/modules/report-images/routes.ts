import type { FastifyInstance } from 'fastify'
import { ReportImageLimit } from '../../contract'
import { caller } from '../../http/auth-guard'
import { endpointRouter } from '../../http/endpoint-route'
import { ok } from '../../http/envelope'
import { serveSignedImages } from '../../http/image-reply'
import { readUpload, uploadScope } from '../../http/multipart-upload'
import type { App, RouteKit } from '../../http/types'
import type { ReportImageService } from './service'

/** Where the service serves a report screenshot (outside the API prefix: bytes, not an envelope). */
export const REPORT_IMAGE_PATH = '/media/report-images'

export async function reportImageRoutes(app: App, { auth, images }: RouteKit & { images: ReportImageService }): Promise<void> {
  const route = endpointRouter(app, auth, '报告截图')
  uploadScope(app, 'report image uploads', { maxBytes: ReportImageLimit.MAX_BYTES, fields: 4 }, (scope) =>
    route(
      'reportImageUpload',
      {
        summary: '上传报告截图',
        description:
          `multipart/form-data：file 一张 JPG/PNG/WEBP 图片（按文件内容识别类型），不超过 ${ReportImageLimit.MAX_MB}MB；` +
          `reportId 本人的报告 id；kind 1 订单截图（盈亏报告）或 2 账号截图（估价报告）。每份报告最多 ${ReportImageLimit.PER_REPORT} 张；` +
          '他人的或不存在的报告为 40004。',
      },
      async (request) => {
        const { data, fields } = await readUpload(request, ReportImageLimit.MAX_MB)
        return ok(await images.upload(caller(request).userId, fields, data))
      },
      scope,
    ),
  )
}

/**
 * Report screenshots by signed link, outside the API prefix: the answer is the image's bytes, and an `<Image>`
 * cannot send a token. A wrong or expired link is a plain 404, saying nothing of whether the image exists.
 */
export async function reportImageMediaRoutes(app: FastifyInstance, { images }: { images: ReportImageService }): Promise<void> {
  serveSignedImages(app, REPORT_IMAGE_PATH, (imageId, expires, sig) => images.image(imageId, expires, sig))
}
