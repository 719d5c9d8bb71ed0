import type { FastifyInstance, FastifyReply } from 'fastify'

/**
 * An uploaded image's bytes as the answer (feedback screenshots, banner images). The bytes were checked to be this
 * type on upload; nosniff keeps a browser from reading them as anything else.
 */
export function sendImage(reply: FastifyReply, image: { mime: string; data: Uint8Array }, cacheControl: string) {
  return reply
    .header('content-type', image.mime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(Buffer.from(image.data))
}

/**
 * Serves stored images by signed link at `<path>/:imageId?e=…&s=…` (outside the API prefix: the answer is the
 * image's bytes, and an `<Image>` cannot send a token). `load` checks the link and answers the image; a wrong or
 * expired link is a plain 404, saying nothing of whether the image exists.
 */
export function serveSignedImages(
  app: FastifyInstance,
  path: string,
  load: (imageId: string, expires: string, sig: string) => Promise<{ mime: string; data: Uint8Array } | undefined>,
): void {
  app.get<{ Params: { imageId: string }; Querystring: { e?: string; s?: string } }>(
    `${path}/:imageId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { e = '', s = '' } = request.query
      const image = await load(request.params.imageId, String(e), String(s))
      if (!image) return reply.code(404).header('cache-control', 'no-store').send()
      return sendImage(reply, image, 'private, max-age=3600')
    },
  )
}
