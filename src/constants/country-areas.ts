/** Regions offered by the country-or-region picker (spec section 5: China +86 is the default). */
export interface CountryArea {
  name: string
  /** Tel code without '+'. */
  code: string
  /** Latin name, searchable. */
  en: string
}

export const DEFAULT_COUNTRY_AREA: CountryArea = { name: '中国大陆', code: '86', en: 'China' }

export const COUNTRY_AREAS: readonly CountryArea[] = [
  DEFAULT_COUNTRY_AREA,
  { name: '中国香港', code: '852', en: 'Hong Kong' },
  { name: '中国澳门', code: '853', en: 'Macao' },
  { name: '中国台湾', code: '886', en: 'Taiwan' },
  { name: '美国', code: '1', en: 'United States' },
  { name: '加拿大', code: '1', en: 'Canada' },
  { name: '日本', code: '81', en: 'Japan' },
  { name: '韩国', code: '82', en: 'South Korea' },
  { name: '新加坡', code: '65', en: 'Singapore' },
  { name: '马来西亚', code: '60', en: 'Malaysia' },
  { name: '泰国', code: '66', en: 'Thailand' },
  { name: '越南', code: '84', en: 'Vietnam' },
  { name: '菲律宾', code: '63', en: 'Philippines' },
  { name: '印度尼西亚', code: '62', en: 'Indonesia' },
  { name: '印度', code: '91', en: 'India' },
  { name: '柬埔寨', code: '855', en: 'Cambodia' },
  { name: '缅甸', code: '95', en: 'Myanmar' },
  { name: '老挝', code: '856', en: 'Laos' },
  { name: '蒙古', code: '976', en: 'Mongolia' },
  { name: '英国', code: '44', en: 'United Kingdom' },
  { name: '法国', code: '33', en: 'France' },
  { name: '德国', code: '49', en: 'Germany' },
  { name: '意大利', code: '39', en: 'Italy' },
  { name: '西班牙', code: '34', en: 'Spain' },
  { name: '荷兰', code: '31', en: 'Netherlands' },
  { name: '瑞士', code: '41', en: 'Switzerland' },
  { name: '瑞典', code: '46', en: 'Sweden' },
  { name: '挪威', code: '47', en: 'Norway' },
  { name: '丹麦', code: '45', en: 'Denmark' },
  { name: '爱尔兰', code: '353', en: 'Ireland' },
  { name: '俄罗斯', code: '7', en: 'Russia' },
  { name: '澳大利亚', code: '61', en: 'Australia' },
  { name: '新西兰', code: '64', en: 'New Zealand' },
  { name: '阿联酋', code: '971', en: 'United Arab Emirates' },
  { name: '沙特阿拉伯', code: '966', en: 'Saudi Arabia' },
  { name: '土耳其', code: '90', en: 'Turkey' },
  { name: '以色列', code: '972', en: 'Israel' },
  { name: '巴西', code: '55', en: 'Brazil' },
  { name: '墨西哥', code: '52', en: 'Mexico' },
  { name: '阿根廷', code: '54', en: 'Argentina' },
  { name: '南非', code: '27', en: 'South Africa' },
  { name: '埃及', code: '20', en: 'Egypt' },
]

export function searchCountryAreas(keyword: string): CountryArea[] {
  const k = keyword.trim().toLowerCase().replace(/^\+/, '')
  if (!k) return [...COUNTRY_AREAS]
  return COUNTRY_AREAS.filter((c) => c.name.includes(k) || c.en.toLowerCase().includes(k) || c.code.startsWith(k))
}
