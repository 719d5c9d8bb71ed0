import { DouyinMiniCodeProvider, LinkQrCodeProvider, WeixinMiniCodeProvider, createMiniCodes } from '../../src/providers/mini-code'

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
const request = { scene: '1_12345678_ABCDEFGH', page: 'pages/h5/report/friendHelpDownload', link: 'https://example.cn/#/x?scene=1' }

/** A fake platform: answers token calls with JSON and code calls with an image, recording every request. */
function fakeFetch(codeReply: () => Response) {
  const calls: { url: string; body: any }[] = []
  const fn = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) })
    if (/stable_token|v2\/token/.test(url)) {
      return new Response(
        JSON.stringify(
          url.includes('toutiao')
            ? { err_no: 0, data: { access_token: 'TT', expires_in: 7200 } }
            : { access_token: 'WX', expires_in: 7200 },
        ),
        {
          headers: { 'content-type': 'application/json' },
        },
      )
    }
    return codeReply()
  })
  return { fn, calls }
}

afterEach(() => jest.restoreAllMocks())

describe('mini-program codes', () => {
  test('WeChat: a stable token, then getwxacodeunlimit with the scene and page; the token is reused', async () => {
    const { fn, calls } = fakeFetch(() => new Response(PNG, { headers: { 'content-type': 'image/png' } }))
    jest.spyOn(globalThis, 'fetch').mockImplementation(fn as never)
    const wx = new WeixinMiniCodeProvider({ appId: 'wxapp', secret: 's' }, () => 0)
    expect(await wx.render(request)).toBe(`data:image/png;base64,${PNG.toString('base64')}`)
    await wx.render(request)
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([
      'https://api.weixin.qq.com/cgi-bin/stable_token',
      'https://api.weixin.qq.com/wxa/getwxacodeunlimit',
      'https://api.weixin.qq.com/wxa/getwxacodeunlimit',
    ])
    expect(calls[0].body).toMatchObject({ grant_type: 'client_credential', appid: 'wxapp' })
    expect(calls[1].url).toContain('access_token=WX')
    expect(calls[1].body).toMatchObject({ scene: request.scene, page: request.page, check_path: false })
  })

  test('WeChat answering an error as JSON becomes 50002, never a broken image', async () => {
    const { fn } = fakeFetch(
      () => new Response('{"errcode":41030,"errmsg":"invalid page"}', { headers: { 'content-type': 'application/json' } }),
    )
    jest.spyOn(globalThis, 'fetch').mockImplementation(fn as never)
    await expect(new WeixinMiniCodeProvider({ appId: 'a', secret: 's' }).render(request)).rejects.toMatchObject({ code: 50002 })
  })

  test('Douyin: apps/qrcode with the page and its scene query', async () => {
    const { fn, calls } = fakeFetch(() => new Response(PNG, { headers: { 'content-type': 'image/png' } }))
    jest.spyOn(globalThis, 'fetch').mockImplementation(fn as never)
    const dy = new DouyinMiniCodeProvider({ appId: 'ttapp', secret: 's' })
    expect(await dy.render(request)).toMatch(/^data:image\/png;base64,/)
    expect(calls[1]).toMatchObject({
      url: 'https://developer.toutiao.com/api/apps/qrcode',
      body: { access_token: 'TT', appname: 'douyin', path: encodeURIComponent(`${request.page}?scene=${request.scene}`) },
    })
  })

  test('the link QR needs no platform; terminals without credentials fall back to it', async () => {
    const image = await new LinkQrCodeProvider().render(request)
    expect(image).toMatch(/^data:image\/gif;base64,/)
    const codes = createMiniCodes({ weixin: null, toutiao: { appId: 'tt', secret: 's' } })
    expect(codes.forTerminal('weixin').kind).toBe('link')
    expect(codes.forTerminal('toutiao').kind).toBe('douyin')
    expect(codes.forTerminal('other').kind).toBe('link')
  })
})
