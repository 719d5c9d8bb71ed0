import type { FastifyInstance } from 'fastify'
import { PAY_NOTIFY_PATH } from '../../config'
import type { PaymentService } from './service'

/**
 * Provider notifies, outside the API prefix (providers are not app clients: no envelope, no token). The body
 * is kept as the exact string received, because signatures cover its bytes.
 */
export async function payNotifyRoutes(app: FastifyInstance, { payment }: { payment: PaymentService }): Promise<void> {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body))

  app.post<{ Params: { provider: string }; Body: string | undefined }>(
    `/${PAY_NOTIFY_PATH}/:provider`,
    { schema: { hide: true } },
    async (request, reply) => {
      const headers: Record<string, string | undefined> = {}
      for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = Array.isArray(value) ? value[0] : value
      const ack = await payment.handleNotify(request.params.provider, {
        headers,
        rawBody: typeof request.body === 'string' ? request.body : '',
      })
      reply.code(ack.status).header('content-type', ack.contentType)
      return ack.body
    },
  )
}
