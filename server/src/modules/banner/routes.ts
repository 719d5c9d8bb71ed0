import type { FastifyInstance } from 'fastify'
import { BANNER_IMAGE_PATH } from '../../contract/values/banner'
import { endpointRouter } from '../../http/endpoint-route'
import { ok } from '../../http/envelope'
import { sendImage } from '../../http/image-reply'
import type { App, RouteKit } from '../../http/types'
import type { BannerService } from './service'

/** banner/list (the home carousel) and banner/detail (a banner's landing page); both public. */
export async function bannerRoutes(app: App, { auth, banner }: RouteKit & { banner: BannerService }): Promise<void> {
  const route = endpointRouter(app, auth, '横幅')

  route(
    'bannerList',
    {
      summary: '首页横幅',
      description:
        '无需登录：已启用且在有效期内（开始时间含、结束时间不含；为空表示不限）的横幅，按 sort、id 升序。jumpType 1 外链、2 App 页面、3 站内（jumpPage 或 target 路径）、4 第三方。',
    },
    async () => ok(await banner.list()),
  )

  route(
    'bannerDetail',
    {
      summary: '横幅落地页',
      description:
        '无需登录：横幅及其落地页正文段落（"## " 开头为小标题）和按钮；不存在、已停用或不在有效期内返回 40004 活动不存在或已结束。',
    },
    async (request) => ok(await banner.detail(request.body.id)),
  )
}

/**
 * Uploaded banner images, outside the API prefix: the answer is the image's bytes, public like the banners. An image
 * never changes once stored (a new upload gets a new id), so it may be cached for good.
 */
export async function bannerImageRoutes(app: FastifyInstance, { banner }: { banner: BannerService }): Promise<void> {
  app.get<{ Params: { imageId: string } }>(`${BANNER_IMAGE_PATH}/:imageId`, { schema: { hide: true } }, async (request, reply) => {
    const image = await banner.image(request.params.imageId)
    if (!image) return reply.code(404).header('cache-control', 'no-store').send()
    return sendImage(reply, image, 'public, max-age=31536000, immutable')
  })
}
