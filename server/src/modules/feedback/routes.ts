import { namedPlugin } from '../../http/named-plugin'
import type { FastifyInstance } from 'fastify'
import { endpointRouter } from '../../http/endpoint-route'
import multipart from '@fastify/multipart'
import { FeedbackLimit } from '../../contract'
import { BizCode, BizError } from '../../errors'
import { caller } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import { sendImage } from '../../http/image-reply'
import type { App, RouteKit } from '../../http/types'
import { FEEDBACK_IMAGE_PATH } from './image-links'
import type { FeedbackService } from './service'

const MAX_MB = FeedbackLimit.IMAGE_MAX_BYTES / 1024 / 1024

/**
 * What reading a multipart body throws when the body is wrong: the plugin's limits (FST_ codes with a 4xx status),
 * the parser's own plain errors (no or an empty boundary, a malformed part header, data ending before the closing
 * boundary), and the file stream closing early because the parser stopped. A fault of ours would be none of these.
 */
function isMalformedUpload(e: unknown): boolean {
  const { code, statusCode, message } = e as { code?: unknown; statusCode?: unknown; message?: unknown }
  if (typeof code === 'string' && code.startsWith('FST_')) return typeof statusCode === 'number' && statusCode < 500
  if (code === 'ERR_STREAM_PREMATURE_CLOSE') return true
  return (
    typeof message === 'string' &&
    /^Multipart: |Boundary required|Malformed|unexpected end of multipart data|Unexpected end of/i.test(message)
  )
}

export async function feedbackRoutes(app: App, { auth, feedback }: RouteKit & { feedback: FeedbackService }): Promise<void> {
  const route = endpointRouter(app, auth, '意见反馈')
  // Multipart only in this scope: every other route stays JSON-only.
  app.register(
    namedPlugin('feedback uploads', async (scope: App) => {
      await scope.register(multipart, {
        limits: { fileSize: FeedbackLimit.IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
      })
      route(
        'feedbackUpload',
        {
          summary: '上传反馈图片',
          description: `multipart/form-data，字段 file：一张 JPG/PNG/GIF/WEBP 图片，不超过 ${MAX_MB}MB（按文件内容识别类型）。`,
        },
        async (request) => {
          if (!request.isMultipart()) throw new BizError(BizCode.BAD_PARAMETER, '参数错误：请以 multipart/form-data 上传 file')
          let data: Buffer
          try {
            const file = await request.file()
            if (!file || file.fieldname !== 'file') throw new BizError(BizCode.BAD_PARAMETER, '缺少参数 file')
            data = await file.toBuffer()
          } catch (e) {
            if (e instanceof BizError) throw e
            if ((e as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
              throw new BizError(BizCode.BAD_PARAMETER, `参数错误：图片不能超过 ${MAX_MB}MB`)
            }
            if (isMalformedUpload(e)) {
              // Phones drop uploads when they lose the network; worth a line when counting failed uploads, no more.
              if (request.raw.readableAborted) request.log.info('upload dropped by the client')
              throw new BizError(BizCode.BAD_PARAMETER, '参数错误：上传内容不正确')
            }
            throw e
          }
          return ok(await feedback.upload(caller(request).userId, data))
        },
        scope,
      )
    }),
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
  app.get<{ Params: { imageId: string }; Querystring: { e?: string; s?: string } }>(
    `${FEEDBACK_IMAGE_PATH}/:imageId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { e = '', s = '' } = request.query
      const image = await feedback.image(request.params.imageId, String(e), String(s))
      if (!image) return reply.code(404).header('cache-control', 'no-store').send()
      return sendImage(reply, image, 'private, max-age=3600')
    },
  )
}
