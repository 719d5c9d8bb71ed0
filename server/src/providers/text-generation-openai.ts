import type { OpenAiCompatibleConfig } from '../config'
import { UpstreamError, isRecord, readCapped } from './http-gateway'
import { priceRangeText, type CopyFacts, type GeneratedCopy, type TextGenerator } from './text-generation'

/** A failed text-generation call: 50002 with a message about AI创作; the detail is only logged. */
export class TextGenerationError extends UpstreamError {
  constructor(detail: string) {
    super('text generation', detail)
    this.message = 'AI文案服务暂时不可用，请稍后重试或换用本地生成'
  }
}

const SYSTEM_PROMPT = [
  '你是游戏账号交易平台的文案助手，为卖家写账号出售文案。',
  '只使用用户给出的账号信息，不编造任何属性、数量或价格。',
  '风险项（如非活邮、实名不可修改、违规记录）必须如实写出，不得隐瞒或淡化。',
  '禁止出现联系方式（手机号、微信、QQ、网址）和引导私下交易的内容。',
  '禁止承诺或暗示：包找回、永不找回、绝对安全、官方认证、零风险、稳赚等。',
  '只按用户给出的参考价格区间写价格；没有给出价格时不得写任何价格或金额。',
  '只输出一个 JSON 对象：{"title": 不超过30字的标题, "sellingPoints": [3到6条卖点], "description": 正文}。',
].join('\n')

const TONE_GUIDE: Record<CopyFacts['tone'], string> = {
  简洁: '语气简洁：标题短，正文两三句话。',
  详细: '语气详细：正文分段（核心资产、其他信息、账号安全、需要说明、交易方式），逐项说明。',
  活泼: '语气活泼：口语化、有感染力，可以用“～”和感叹号，但不要夸大。',
}

/** The user prompt: the account's facts, and the allowed price range only when the report is unlocked. */
export function buildPrompt(f: CopyFacts): string {
  const lines = [`游戏：${f.gameName}`, `语气：${f.tone}。${TONE_GUIDE[f.tone]}`]
  if (f.highlights.length) lines.push(`核心资产：${f.highlights.join('；')}`)
  if (f.details.length) lines.push(`其他信息：${f.details.join('；')}`)
  if (f.assurances.length) lines.push(`账号安全：${f.assurances.join('；')}`)
  if (f.risks.length) lines.push(`必须如实说明的风险：${f.risks.join('；')}`)
  if (f.level) lines.push(`估价报告评级：${f.level}`)
  lines.push(
    f.priceRange
      ? `允许写的参考价格区间：${priceRangeText(f.priceRange)}（估价报告的 80% 区间），不得写其他价格。`
      : '没有可用的价格：不要写任何价格、金额或估值。',
  )
  return lines.join('\n')
}

/**
 * The most of an answer read: a copy the prompt asks for is a few KB even with every character escaped; more is a
 * runaway or hostile reply, refused unread (the output filter then never sees more than this).
 */
export const MAX_ANSWER_BYTES = 64 * 1024

/** The text between the first ``` fence and the next (an optional `json` after the first), or the whole content. */
function unfence(content: string): string {
  const open = content.indexOf('```')
  const close = open < 0 ? -1 : content.indexOf('```', open + 3)
  if (close < 0) return content
  return content.slice(open + 3, close).replace(/^json/, '')
}

/** The model's reply as copy: a JSON object, possibly inside a ```json fence. */
function parseCopy(content: string): GeneratedCopy {
  const raw = unfence(content).trim()
  const start = raw.indexOf('{')
  const end = raw.lastIndexOf('}')
  if (start < 0 || end <= start) throw new TextGenerationError('reply is not a JSON object')
  let value: unknown
  try {
    value = JSON.parse(raw.slice(start, end + 1))
  } catch {
    throw new TextGenerationError('reply is not valid JSON')
  }
  if (!isRecord(value)) throw new TextGenerationError('reply is not a JSON object')
  const { title, sellingPoints, description } = value
  if (typeof title !== 'string' || typeof description !== 'string') throw new TextGenerationError('reply lacks title or description')
  const points = Array.isArray(sellingPoints) ? sellingPoints.filter((p): p is string => typeof p === 'string') : []
  return { title: title.trim(), sellingPoints: points.map((p) => p.trim()).filter(Boolean), description: description.trim() }
}

/**
 * An OpenAI-compatible chat-completions API (OpenAI, DeepSeek, Qwen's compatible mode, a local vLLM …), configured by
 * AI_BASE_URL, AI_API_KEY and AI_MODEL. Timeouts, network failures, non-2xx answers and unusable replies become
 * TextGenerationError (50002), never a 500.
 */
export class OpenAiTextGenerator implements TextGenerator {
  readonly name = 'openai'

  constructor(
    private readonly config: OpenAiCompatibleConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async generate(facts: CopyFacts): Promise<GeneratedCopy> {
    const url = `${this.config.baseUrl.replace(/\/+$/, '')}/chat/completions`
    let response: Response
    try {
      response = await this.fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.config.apiKey}` },
        body: JSON.stringify({
          model: this.config.model,
          temperature: 0.8,
          seed: facts.seed,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: buildPrompt(facts) },
          ],
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      })
    } catch (err) {
      throw new TextGenerationError(err instanceof Error ? err.name : 'network error')
    }
    if (!response.ok) {
      void response.body?.cancel().catch(() => undefined)
      throw new TextGenerationError(`HTTP ${response.status}`)
    }
    let bytes: Buffer | null
    try {
      // The request's timeout signal still runs: a body that trickles in stops at AI_TIMEOUT_SECONDS.
      bytes = await readCapped(response, MAX_ANSWER_BYTES)
    } catch (err) {
      throw new TextGenerationError(err instanceof Error ? err.name : 'network error')
    }
    if (!bytes) throw new TextGenerationError(`answer over ${MAX_ANSWER_BYTES} bytes`)
    let body: unknown
    try {
      body = JSON.parse(bytes.toString('utf8'))
    } catch {
      throw new TextGenerationError('answer is not JSON')
    }
    const choices = isRecord(body) && Array.isArray(body.choices) ? body.choices : []
    const first: unknown = choices[0]
    const message = isRecord(first) && isRecord(first.message) ? first.message : null
    if (!message || typeof message.content !== 'string') throw new TextGenerationError('answer has no message content')
    return parseCopy(message.content)
  }
}
