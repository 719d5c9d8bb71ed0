import type { FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import { BizCode, BizError } from '../errors'
import { namedPlugin } from './named-plugin'
import type { App } from './types'

/** An upload as read: the one file's bytes and the text fields sent with it (before or after the file). */
export interface Upload {
  data: Buffer
  fields: Record<string, string>
}

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

/**
 * Registers `routes` in a child scope that reads multipart/form-data (every other route stays JSON-only): one file
 * of at most `maxBytes`, and at most `fields` short text fields beside it.
 */
export function uploadScope(app: App, name: string, limits: { maxBytes: number; fields: number }, routes: (scope: App) => void): void {
  app.register(
    namedPlugin(name, async (scope: App) => {
      await scope.register(multipart, {
        limits: { fileSize: limits.maxBytes, files: 1, fields: limits.fields, fieldSize: 1024, parts: limits.fields + 2 },
      })
      routes(scope)
    }),
  )
}

/**
 * Reads the request's file (form field `file`) and its text fields. Everything wrong with the body itself is the
 * spec's 40000 with a Chinese message: not multipart, no `file`, larger than `maxBytes` (said as `maxMb`), a
 * malformed or cut-off body. The type of the file is the caller's to check, from its bytes.
 */
export async function readUpload(request: FastifyRequest, maxMb: number): Promise<Upload> {
  if (!request.isMultipart()) throw new BizError(BizCode.BAD_PARAMETER, '参数错误：请以 multipart/form-data 上传 file')
  const fields: Record<string, string> = {}
  let data: Buffer | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value)
      else if (part.fieldname !== 'file') throw new BizError(BizCode.BAD_PARAMETER, '缺少参数 file')
      else data = await part.toBuffer()
    }
  } catch (e) {
    if (e instanceof BizError) throw e
    if ((e as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new BizError(BizCode.BAD_PARAMETER, `参数错误：图片不能超过 ${maxMb}MB`)
    }
    if (isMalformedUpload(e)) {
      // Phones drop uploads when they lose the network; worth a line when counting failed uploads, no more.
      if (request.raw.readableAborted) request.log.info('upload dropped by the client')
      throw new BizError(BizCode.BAD_PARAMETER, '参数错误：上传内容不正确')
    }
    throw e
  }
  if (!data) throw new BizError(BizCode.BAD_PARAMETER, '缺少参数 file')
  return { data, fields }
}
