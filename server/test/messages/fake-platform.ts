import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the fake platform received: its path, query and JSON body. */
export interface PlatformCall {
  path: string
  query: Record<string, string>
  body: any
}

/**
 * WeChat's and Douyin's server APIs as far as subscribe messages go, on a local port: access tokens (a new one each
 * fetch, so a test sees which one a send used) and the two send endpoints, answering what `reply` says (success by
 * default). Every request is recorded.
 */
export class FakePlatform {
  readonly calls: PlatformCall[] = []
  /** The next sends' answers, in order; empty: success. */
  readonly weixinReplies: object[] = []
  readonly douyinReplies: object[] = []
  private tokens = 0
  private server: Server | null = null

  get url(): string {
    const address = this.server?.address() as AddressInfo | null
    if (!address) throw new Error('the fake platform is not listening')
    return `http://127.0.0.1:${address.port}`
  }

  /** Forgets the calls and the tokens handed out. */
  reset(): void {
    this.calls.length = 0
    this.tokens = 0
  }

  /** The send requests of a platform, in order. */
  sends(platform: 'weixin' | 'douyin'): PlatformCall[] {
    const path = platform === 'weixin' ? '/cgi-bin/message/subscribe/send' : '/api/apps/subscribe_notification/developer/v1/notify'
    return this.calls.filter((c) => c.path === path)
  }

  tokenFetches(platform: 'weixin' | 'douyin'): number {
    return this.calls.filter((c) => c.path === (platform === 'weixin' ? '/cgi-bin/stable_token' : '/api/apps/v2/token')).length
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(
        ({ status, body }) => {
          response.writeHead(status, { 'content-type': 'application/json' })
          response.end(JSON.stringify(body))
        },
        () => {
          response.writeHead(500)
          response.end()
        },
      )
    })
    const server = this.server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  }

  async stop(): Promise<void> {
    const server = this.server
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: object }> {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const url = new URL(request.url ?? '/', 'http://fake')
    const text = Buffer.concat(chunks).toString('utf8')
    this.calls.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), body: text ? JSON.parse(text) : null })
    switch (url.pathname) {
      case '/cgi-bin/stable_token':
        return { status: 200, body: { access_token: `WX${++this.tokens}`, expires_in: 7200 } }
      case '/api/apps/v2/token':
        return { status: 200, body: { err_no: 0, err_tips: 'success', data: { access_token: `TT${++this.tokens}`, expires_in: 7200 } } }
      case '/cgi-bin/message/subscribe/send':
        return { status: 200, body: this.weixinReplies.shift() ?? { errcode: 0, errmsg: 'ok' } }
      case '/api/apps/subscribe_notification/developer/v1/notify':
        return { status: 200, body: this.douyinReplies.shift() ?? { err_no: 0, err_tips: '' } }
      default:
        return { status: 404, body: { errcode: 404 } }
    }
  }
}
