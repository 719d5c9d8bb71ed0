import type { FastifyReply } from 'fastify'

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
