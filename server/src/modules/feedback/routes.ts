import type { FastifyInstance } from 'fastify'
import { endpointRouter } from '../../http/endpoint-route'
import { FeedbackLimit } from '../../contract'
import { caller } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import { serveSignedImages } from '../../http/image-reply'
import { readUpload, uploadScope } from '../../http/multipart-upload'
import type { App, RouteKit } from '../../http/types'
import { FEEDBACK_IMAGE_PATH } from './image-links'
import type { FeedbackService } from './service'

const MAX_MB = FeedbackLimit.IMAGE_MAX_BYTES / 1024 / 1024

export async function feedbackRoutes(app: App, { auth, feedback }: RouteKit & { feedback: FeedbackService }): Promise<void> {
  const route = endpointRouter(app, auth, '意见反馈')
  uploadScope(app, 'feedback uploads', { maxBytes: FeedbackLimit.IMAGE_MAX_BYTES, fields: 4 }, (scope) =>
    route(
      'feedbackUpload',
      {
        summary: '上传反馈图片',
        description: `multipart/form-data，字段 file：一张 JPG/PNG/GIF/WEBP 图片，不超过 ${MAX_MB}MB（按文件内容识别类型）。`,
      },
      async (request) => {
        const { data } = await readUpload(request, MAX_MB)
        return ok(await feedback.upload(caller(request).userId, data))
      },
      scope,
    ),
  )
  route(
    'feedbackSubmit',
    {
      summary: '提交意见反馈',
      description: '类别、1-140 字内容、最多 9 张本人上传的图片、选填联系方式（手机号/邮箱/QQ）。',
    },
    async (request) => ok(await feedback.submit(caller(request).userId, request.body), '提交成功，感谢你的反馈'),
  )
  route('feedbackList', { summary: '我的反馈' }, async (request) =>
    ok(await feedback.list(caller(request).userId, request.body.page ?? 1, request.body.pageSize ?? 20)),
  )
  route(
    'feedbackDetail',
    { summary: '我的反馈详情', description: '本人的一条反馈、图片与客服回复；打开后回复记为已读。' },
    async (request) => ok(await feedback.detail(caller(request).userId, request.body.feedbackId)),
  )
  route('feedbackUnread', { summary: '未读客服回复', description: '有未读客服回复的反馈条数（我的页红点）。' }, async (request) =>
    ok(await feedback.unreadCount(caller(request).userId)),
  )
}

/**
 * Feedback images by signed link (image-links.ts), outside the API prefix: the answer is the image's bytes, and an
 * `<Image>` cannot send a token. A wrong or expired link is a plain 404, saying nothing of whether the image exists.
 */
export async function feedbackImageRoutes(app: FastifyInstance, { feedback }: { feedback: FeedbackService }): Promise<void> {
  serveSignedImages(app, FEEDBACK_IMAGE_PATH, (imageId, expires, sig) => feedback.image(imageId, expires, sig))
}
