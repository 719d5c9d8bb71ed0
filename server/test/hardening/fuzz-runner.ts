import type { FuzzRequest } from './fuzz-generator'

/** What a transport (app.inject in the test, HTTP in `npm run fuzz`) sends for one generated request. */
export interface PreparedRequest {
  method: FuzzRequest['method']
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

export interface FuzzAnswer {
  /** 0: the connection closed without an answer. */
  status: number
  body: string
}

export interface FuzzTokens {
  /** The fuzzing user's access token. */
  user: string
  /** A second user's, for the requests that end a session (logOff, logout). */
  spare: string
}

export interface FuzzReport {
  sent: number
  byStatus: { '2xx': number; '3xx': number; '4xx': number; '5xx': number }
  /** Envelope answers with a 4xxxx business code (the service's "your request is wrong"). */
  businessErrors: number
  /** Envelope answers with code 200: requests that got through to a handler and succeeded. */
  succeeded: number
  /** Everything that broke a rule, described for an assertion message (capped). */
  violations: string[]
  violationCount: number
}

/** Well-formed but unknown: the guard must refuse it like any stranger's token. */
const FORGED_TOKEN = 'at_Zm9yZ2VkLXRva2VuLWZvcmdlZC10b2tlbi1mb3JnZWQtdG9r'

export function prepare(request: FuzzRequest, tokens: FuzzTokens): PreparedRequest {
  const headers = { ...request.headers }
  const token =
    request.auth === 'user' ? tokens.user : request.auth === 'spare' ? tokens.spare : request.auth === 'forged' ? FORGED_TOKEN : undefined
  if (token && headers.authorization === undefined) headers.authorization = token
  return { method: request.method, url: request.url, headers, ...(request.payload === undefined ? {} : { payload: request.payload }) }
}

interface Envelope {
  code: number
  msg: string
}

function envelopeOf(body: string): Envelope | undefined {
  try {
    const parsed = JSON.parse(body) as Partial<Envelope> | null
    return parsed && typeof parsed.code === 'number' && typeof parsed.msg === 'string' ? (parsed as Envelope) : undefined
  } catch {
    return undefined
  }
}

const isApi = (url: string) => url === '/app/v1' || url.startsWith('/app/v1/') || url.startsWith('/app/v1?')
const INTERNAL = 50001
const MAX_LISTED = 40

/**
 * The rules every answer keeps: no HTTP 5xx and no 50001; the API answers in the envelope; a failure elsewhere (the
 * static site) too; a request the schema refuses gets a 4xxxx business code, never success.
 */
function judge(request: FuzzRequest, answer: FuzzAnswer): string | undefined {
  const envelope = envelopeOf(answer.body)
  if (answer.status === 0) return 'no answer'
  if (answer.status >= 500) return `HTTP ${answer.status}`
  if (request.method === 'HEAD') return undefined
  if ((isApi(request.url) || answer.status >= 400) && !envelope) return `HTTP ${answer.status} without the envelope`
  if (!envelope) return undefined
  if (envelope.code === INTERNAL) return `code ${INTERNAL}`
  if (request.mustFail && !(envelope.code >= 40000 && envelope.code < 50000)) return `accepted (code ${envelope.code}) though invalid`
  return undefined
}

export async function runFuzz(
  requests: FuzzRequest[],
  tokens: FuzzTokens,
  send: (request: PreparedRequest) => Promise<FuzzAnswer>,
): Promise<FuzzReport> {
  const report: FuzzReport = {
    sent: 0,
    byStatus: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
    businessErrors: 0,
    succeeded: 0,
    violations: [],
    violationCount: 0,
  }
  for (const request of requests) {
    const answer = await send(prepare(request, tokens))
    report.sent++
    const statusClass = `${Math.min(5, Math.max(2, Math.floor(answer.status / 100)))}xx` as keyof FuzzReport['byStatus']
    report.byStatus[statusClass]++
    const code = envelopeOf(answer.body)?.code
    if (code !== undefined && code >= 40000 && code < 50000) report.businessErrors++
    if (code === 200) report.succeeded++
    const broken = judge(request, answer)
    if (broken) {
      report.violationCount++
      if (report.violations.length < MAX_LISTED) {
        report.violations.push(
          `${request.method} ${request.url.slice(0, 80)} [${request.label.slice(0, 80)}, auth ${request.auth}]: ${broken}: ${answer.body.slice(0, 160)}`,
        )
      }
    }
  }
  return report
}

export function describeReport(report: FuzzReport): string {
  const { byStatus } = report
  return (
    `${report.sent} requests: HTTP 2xx ${byStatus['2xx']}, 3xx ${byStatus['3xx']}, 4xx ${byStatus['4xx']}, 5xx ${byStatus['5xx']}; ` +
    `4xxxx business errors ${report.businessErrors}, code 200 ${report.succeeded}; rule violations ${report.violationCount}`
  )
}
