import Taro from '@tarojs/taro'
import { Timeout } from '../constants/app'
import { BizCode, FrameworkError, RequestError } from './codes'
import { absoluteUrl, commonHeaders } from './hooks'
import { handleResponse, networkErrorText, type ApiEnvelope } from './request'

/** Classifies a framework failure of upload/download into the spec's rejection texts. */
export function frameworkError(errMsg: string | undefined, upload: boolean): string {
  const m = errMsg ?? ''
  // The reason after the API's own name: `uploadFile:fail …` would otherwise always read as a file error.
  const reason = m.replace(/^\w+:fail\s*/i, '')
  if (/timeout|timed out/i.test(reason)) return FrameworkError.TIMEOUT
  if (/abort/i.test(reason)) return FrameworkError.ABORT
  if (upload && /file|no such|not exist|readfile|permission/i.test(reason)) return FrameworkError.FILE
  // Not one of the framework's three outcomes: the same words a failed request gets (no raw engine text).
  return networkErrorText(m)
}

export interface UploadOptions {
  url: string
  filePath: string
  name?: string
  formData?: Record<string, unknown>
  timeout?: number
  silent?: boolean
}

/**
 * Upload a local file; the JSON body then goes through the same business-code handling as request, including
 * one refresh-and-retry of the upload itself on 40002.
 */
export function uploadFile<T = unknown>(o: UploadOptions): Promise<ApiEnvelope<T>> {
  return upload<T>(o, false)
}

async function upload<T>(o: UploadOptions, retried: boolean): Promise<ApiEnvelope<T>> {
  let res: Taro.uploadFile.SuccessCallbackResult
  const header = commonHeaders()
  try {
    res = await Taro.uploadFile({
      url: absoluteUrl(o.url),
      filePath: o.filePath,
      name: o.name ?? 'file',
      formData: o.formData,
      header,
      timeout: o.timeout ?? Timeout.REQUEST,
    })
  } catch (e) {
    throw new RequestError(BizCode.NETWORK, frameworkError((e as { errMsg?: string })?.errMsg, true))
  }
  let body: unknown = res.data
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body)
    } catch {
      body = { code: res.statusCode, msg: body }
    }
  }
  return handleResponse<T>(res.statusCode, body, {
    url: o.url,
    method: 'POST',
    silent: o.silent,
    retried,
    sentToken: header.Authorization,
    resend: () => upload(o, true),
  })
}

/** Download to a temporary file and resolve its path. */
export async function downloadFile(url: string, timeout: number = Timeout.REQUEST): Promise<string> {
  let res: Taro.downloadFile.FileSuccessCallbackResult
  try {
    res = await Taro.downloadFile({ url: absoluteUrl(url), header: commonHeaders(), timeout })
  } catch (e) {
    throw new RequestError(BizCode.NETWORK, frameworkError((e as { errMsg?: string })?.errMsg, false))
  }
  if (res.statusCode < 200 || res.statusCode > 299) throw new RequestError(res.statusCode, String(res.statusCode))
  return res.tempFilePath
}
