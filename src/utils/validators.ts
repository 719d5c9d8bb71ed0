import { isIdNumber } from '../../server/src/contract/values/rules/id-card'
import { isMainlandMobile } from '../../server/src/contract/values/rules/phone'

/**
 * Generic validators of spec section 5. Each takes the raw value and never throws. The mobile and ID rules
 * are the contract's (the service applies the same ones).
 */

type Value = unknown

const str = (v: Value): string => (v === null || v === undefined ? '' : String(v))

export const isEmpty = (v: Value): boolean => {
  if (v === null || v === undefined) return true
  if (typeof v === 'string') return v.trim().length === 0
  if (Array.isArray(v)) return v.length === 0
  if (typeof v === 'object') return Object.keys(v as object).length === 0
  return false
}

export const isEmail = (v: Value): boolean => /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(str(v))

/** Mainland mobile: 11 digits, first 1, second 2-9. */
export const isMobile = (v: Value): boolean => isMainlandMobile(str(v))

export const isUrl = (v: Value): boolean => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(str(v))

/** YYYY-MM-DD or YYYY/MM/DD that names a real calendar day. */
export const isDate = (v: Value): boolean => {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(str(v))
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(y, mo - 1, d)
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d
}

/** A decimal number, optionally signed. */
export const isNumber = (v: Value): boolean => /^[-+]?(\d+\.?\d*|\.\d+)$/.test(str(v))

export const isDigits = (v: Value): boolean => /^\d+$/.test(str(v))

/** 18-digit resident ID: GB 11643 check character and a real birth date not in the future. */
export const isIdCard = (v: Value): boolean => isIdNumber(str(v))

/** Province abbreviation + letter + 5 (ordinary) or 6 (new-energy) characters. */
export const isCarPlate = (v: Value): boolean =>
  /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$/.test(
    str(v),
  )

/** Non-negative amount with at most two decimals. */
export const isAmount = (v: Value): boolean => /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(str(v))

export const isChinese = (v: Value): boolean => /^[\u4e00-\u9fa5]+$/.test(str(v))

export const isLetters = (v: Value): boolean => /^[A-Za-z]+$/.test(str(v))

export const isLettersOrDigits = (v: Value): boolean => /^[A-Za-z0-9]+$/.test(str(v))

/** Landline such as 010-12345678, 0755-1234567 or with an extension. */
export const isLandline = (v: Value): boolean => /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/.test(str(v))

export const isCode = (v: Value, length = 6): boolean => new RegExp(`^\\d{${length}}$`).test(str(v))

export const inRange = (v: Value, min: number, max: number): boolean => {
  if (!isNumber(v)) return false
  const n = Number(v)
  return n >= min && n <= max
}

export const lengthBetween = (v: Value, min: number, max: number): boolean => {
  const n = Array.from(str(v)).length
  return n >= min && n <= max
}

export const isJsonString = (v: Value): boolean => {
  if (typeof v !== 'string') return false
  try {
    const parsed: unknown = JSON.parse(v)
    return typeof parsed === 'object' && parsed !== null
  } catch {
    return false
  }
}

/** A file name's or path's extension, lower case, without the dot ('' when it has none). */
export const fileExtension = (v: Value): string => {
  const clean = str(v).split(/[?#]/)[0]
  const dot = clean.lastIndexOf('.')
  return dot < 0 ? '' : clean.slice(dot + 1).toLowerCase()
}

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'heic']
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'wmv', 'flv', 'mkv', 'webm', 'm4v', '3gp']

export const isImage = (v: Value): boolean => IMAGE_EXTENSIONS.includes(fileExtension(v))
export const isVideo = (v: Value): boolean => VIDEO_EXTENSIONS.includes(fileExtension(v))
