/** One ajv error, as Fastify attaches it to a validation failure. */
export interface ValidationIssue {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

const PART_LABEL: Record<string, string> = { body: '', querystring: '', params: '', headers: '请求头 ' }

/**
 * Turns the first validation failure into one short Chinese sentence naming the field, e.g.
 * "缺少参数 phone" or "参数错误：phone 格式不正确". Only the first error is reported (ajv runs with
 * allErrors off, which also protects against expensive inputs).
 */
export function validationMessage(issue: ValidationIssue | undefined, part = 'body'): string {
  if (!issue) return '参数错误'
  const label = PART_LABEL[part] ?? ''
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.')
  if (issue.keyword === 'required') {
    const missing = String(issue.params.missingProperty ?? '')
    return `缺少${label ? label.trim() : '参数'} ${path ? `${path}.` : ''}${missing}`
  }
  if (!path) return part === 'body' ? '请求体必须是 JSON 对象' : '参数错误'
  const field = `${label}${path}`
  const limit = issue.params.limit
  switch (issue.keyword) {
    case 'type':
      return `参数错误：${field} 类型不正确`
    case 'minLength':
      return limit === 1 ? `参数错误：${field} 不能为空` : `参数错误：${field} 长度不能少于 ${limit}`
    case 'maxLength':
      return `参数错误：${field} 长度不能超过 ${limit}`
    case 'pattern':
    case 'format':
      return `参数错误：${field} 格式不正确`
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `参数错误：${field} 超出范围`
    case 'minItems':
    case 'maxItems':
      return `参数错误：${field} 数量不正确`
    default:
      return `参数错误：${field} 取值不正确`
  }
}
