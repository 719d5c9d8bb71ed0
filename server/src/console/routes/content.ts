import type { ConsoleBanner } from '../../contract/console'
import { badParameter, notFound } from '../../errors'
import { ok } from '../../http/envelope'
import { BannerInputError, BannerNotFoundError, type BannerRecord } from '../../modules/banner/service'
import { ConfigInputError } from '../../modules/config/service'
import { actorOf, type consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

/** The JSON body of an image upload: its base64 grows the file by a third, plus the envelope's few bytes. */
const IMAGE_BODY_LIMIT = 1_500_000

/**
 * The modules' operator mistakes as the console answers them: the same message the CLI prints, as 40000 (40004 for a
 * banner that does not exist).
 */
async function asConsoleError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (err) {
    if (err instanceof BannerNotFoundError) throw notFound(err.message)
    if (err instanceof BannerInputError || err instanceof ConfigInputError) throw badParameter(err.message)
    throw err
  }
}

/** A banner as the console shows it: the record as the module keeps it (the schema checks they agree). */
const view = (banner: BannerRecord): ConsoleBanner => banner

/**
 * 首页与内容 (admin, operations): the home banners, the home texts, the download links and the support contact. Every
 * write goes through the command the CLI runs (banner:set, banner:remove, config:set), with its checks, its messages
 * and its audit row.
 */
export function contentRoutes(route: ReturnType<typeof consoleRouter>, { banners, contentConfig: config }: ConsoleDeps): void {
  const bannerList = async () => ({ list: (await banners.all()).map(view) })

  route('contentBanners', '首页横幅：全部横幅及其状态，按展示顺序', async () => ok(await bannerList()))

  route('contentBannerCreate', '新建首页横幅（与 banner:set 同样校验）', async (request) =>
    ok(view(await asConsoleError(banners.create(actorOf(request), request.body)))),
  )

  route('contentBannerUpdate', '修改首页横幅（打开编辑后被他人改过则拒绝）', async (request) => {
    const { id, updatedAt, ...fields } = request.body
    return ok(view((await asConsoleError(banners.save(actorOf(request), id, fields, updatedAt))).banner))
  })

  route('contentBannerDisable', '停用首页横幅（可再启用）', async (request) =>
    ok(view(await asConsoleError(banners.remove(actorOf(request), request.body.id)))),
  )

  route('contentBannerReorder', '调整首页横幅顺序（须列出全部横幅）', async (request) =>
    ok({ list: (await asConsoleError(banners.reorder(actorOf(request), request.body.ids))).map(view) }),
  )

  route(
    'contentBannerImage',
    '上传横幅图片（PNG、JPG、WEBP，按内容识别）',
    async (request) => {
      const { data } = request.body
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data)) throw badParameter('图片内容不正确，请重新选择文件')
      return ok(await asConsoleError(banners.uploadImage(actorOf(request), Buffer.from(data, 'base64'))))
    },
    { bodyLimit: IMAGE_BODY_LIMIT },
  )

  route('contentHomeTexts', '首页文案：标语与各游戏特色', async () => ok(await config.homeTexts()))

  route('contentSloganUpdate', '修改首页标语（与 config:set home_slogan 同样校验）', async (request) => {
    await asConsoleError(config.setSlogan(actorOf(request), request.body))
    return ok(await config.homeTexts())
  })

  route('contentFeaturesUpdate', '修改游戏特色说明', async (request) => {
    await asConsoleError(config.setGameFeatures(actorOf(request), request.body.gameId, request.body.features))
    return ok(await config.homeTexts())
  })

  route('contentAppLinks', '下载链接与客服联系方式', async () => ok(await config.appLinks()))

  route('contentDownloadUpdate', '修改 App 下载链接（与 config:set app.download 同样校验）', async (request) => {
    await asConsoleError(config.setAppDownload(actorOf(request), request.body))
    return ok(await config.appLinks())
  })

  route('contentSupportUpdate', '修改客服联系方式（与 config:set app.support 同样校验）', async (request) => {
    await asConsoleError(config.setSupportContact(actorOf(request), request.body))
    return ok(await config.appLinks())
  })
}
