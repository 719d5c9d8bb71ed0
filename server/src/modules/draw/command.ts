import { isHttpsUrl } from '../../contract/values/app-download'
import { ActivityStyle, ODDS_SCALE, PRIZE_STATE_TEXT, PrizeState } from '../../contract/values/draw'
import { PrizeType } from '../../contract/values/pay'
import { chinaMinute, flag01, integer, isoTime, parseOptions, type StringOptions, stringOptions } from '../../lib/command-args'
import { CommandError } from '../../lib/command-error'
import { BizError } from '../../errors'
import type { AuditActor } from '../audit-port'
import type { ActivityDesk } from './activity-desk'
import { exactPercent, type ActivityDraft, type PrizeDraft, type PrizePatch } from './activity-rules'
import type { PrizeDesk } from './prize-desk'
import type { ActivityRow, PrizeRow } from './repository'
import { activityStateAt, parseRules } from './service'

export const DRAW_USAGE = `draw commands:
  activity:list                          every activity with its period, state, limits and prizes
  activity:set ID [options]              create activity ID (needs --title, --start and --end) or change the given fields
      --title T                          1-40 characters
      --subtitle S                       at most 80 characters
      --style draw|red_envelope          draw: each draw spends a chance (from tasks, love value);
                                         red_envelope: free draws, --per-day of them each China day
      --start ISO --end ISO              e.g. 2026-06-01 or 2026-06-01T10:00 (China time unless a zone is given)
      --per-user N --per-day N           draws per user in all / per China day, 1-10000 (new activity: 20 / 5)
      --rules 'line 1|line 2'            rule lines shown on the page
      --enabled 0|1
  prize:list ACTIVITY                    the activity's prizes with odds and stock
  prize:add ACTIVITY [options]           add a prize; the enabled prizes' odds may add up to at most 100%
      --type 1|2|3                       1 real goods, 2 red packet, 3 unlock coupons
      --name N                           1-40 characters
      --odds PERCENT                     chance of winning in percent, e.g. 0.5 (up to 4 decimals)
      --stock N                          0-10000000
      --amount-yuan X                    type 2 only: 0.01-200
      --coupons N                        type 3 only: 1-10 coupons (valid 30 days)
      --image URL                        optional https image
      --sort N                           smaller first (default: after the others)
  prize:set PRIZE_ID [--odds P] [--stock N] [--enabled 0|1] [--name N] [--sort N] [--override-reason R]
                                         --stock sets what is left; the total moves with it (total - stock = won);
                                         while the activity runs, --odds and --enabled need --override-reason
                                         (2-200 characters, kept in the audit trail): players already see the odds
  prize:ship RECORD_ID --carrier C --tracking NO
                                         a real prize whose winner gave an address (state 2) is shipped (state 3);
                                         --tracking: 4-40 letters, digits or "-"
  payout:retry RECORD_ID                 pay a red packet whose payout failed (state 6) again
  (the console's 抽奖活动 and 奖品发放 pages run the same commands, with the same checks and audit rows)`

/** Options, then exactly `positionals` arguments (ids): a stray word is most often an unquoted value with spaces. */
function parse<O extends StringOptions>(command: string, rest: string[], options: O, positionals: number) {
  const parsed = parseOptions(command, rest, options, DRAW_USAGE)
  if (parsed.positionals.length !== positionals) {
    const what =
      positionals === 0 ? 'no arguments besides its options' : `${positionals} argument${positionals > 1 ? 's' : ''} besides its options`
    throw new CommandError(
      `${command} takes ${what}, got ${parsed.positionals.length ? `"${parsed.positionals.join(' ')}"` : 'none'}; quote values with spaces\n\n${DRAW_USAGE}`,
    )
  }
  return parsed
}

function text(flag: string, raw: string, min: number, max: number): string {
  const v = raw.replace(/\s+/g, ' ').trim()
  const n = [...v].length
  if (n < min || n > max) throw new CommandError(`${flag} must be ${min ? `${min}-` : 'at most '}${max} characters, got ${n}: "${raw}"`)
  return v
}

const ACTIVITY_ID = /^[A-Za-z0-9-]{1,32}$/
function activityId(raw: string | undefined): string {
  if (raw === undefined || !ACTIVITY_ID.test(raw))
    throw new CommandError(`ACTIVITY must be 1-32 letters, digits or "-", got "${raw ?? ''}"\n\n${DRAW_USAGE}`)
  return raw
}

const recordId = (raw: string | undefined) => integer('RECORD_ID', raw ?? '', 1, Number.MAX_SAFE_INTEGER)

/** Percent with up to 4 decimals (1 ppm), above 0 and at most 100 → parts per million. */
function odds(raw: string): number {
  const m = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(raw.trim())
  const ppm = m ? Number(m[1]) * 10_000 + Number((m[2] ?? '').padEnd(4, '0')) : NaN
  if (!(ppm > 0 && ppm <= ODDS_SCALE))
    throw new CommandError(`--odds must be a percentage above 0 and at most 100 with up to 4 decimals (0.5 means 0.5%), got "${raw}"`)
  return ppm
}

function yuanToFen(raw: string): number {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(raw.trim())
  const fen = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : NaN
  if (!(fen >= 1 && fen <= 20_000)) throw new CommandError(`--amount-yuan must be from 0.01 to 200 with up to 2 decimals, got "${raw}"`)
  return fen
}

/** Mini-programs load images over https only. */
function imageUrl(raw: string): string {
  const v = raw.trim()
  if (v === '') return ''
  if (!isHttpsUrl(v)) throw new CommandError(`--image must be an https URL of at most 512 characters, got "${raw}"`)
  return v
}

const STATE_NAMES = ['scheduled', 'running', 'ended'] as const
const TYPE_NAMES: Record<number, string> = { 1: 'real goods', 2: 'red packet', 3: 'coupons' }

function describeActivity(a: ActivityRow, prizes: PrizeRow[], now: number): string {
  const enabled = prizes.filter((p) => p.enabled === 1)
  const sum = enabled.reduce((s, p) => s + p.odds, 0)
  const state = a.enabled === 1 ? STATE_NAMES[activityStateAt(a, now)] : 'disabled'
  const rules = parseRules(a.rules)
  return [
    `${a.id}  ${state}  ${a.style}  ${a.title}${a.subtitle ? ` — ${a.subtitle}` : ''}`,
    `    period: ${chinaMinute(Number(a.start_at))} → ${chinaMinute(Number(a.end_at))} (China time); per user ${a.per_user_limit}, per day ${a.per_day_limit}`,
    `    prizes: ${enabled.length} enabled of ${prizes.length}, odds ${exactPercent(sum)}, no prize ${exactPercent(Math.max(0, ODDS_SCALE - sum))}; ${rules.length} rule line(s)`,
  ].join('\n')
}

function describePrize(p: PrizeRow): string {
  const what =
    p.type === PrizeType.RED_PACKET ? ` ¥${(p.amount_fen / 100).toFixed(2)}` : p.type === PrizeType.COUPON ? ` ×${p.coupon_count}` : ''
  return `#${p.id}  ${p.enabled === 1 ? 'enabled ' : 'disabled'}  ${TYPE_NAMES[p.type] ?? `type ${p.type}`}${what}  ${p.name}  odds ${exactPercent(p.odds)}  stock ${p.stock}/${p.total}  sort ${p.sort}${p.image ? `  ${p.image}` : ''}`
}

const stateName = (state: number) => (state in PRIZE_STATE_TEXT ? PRIZE_STATE_TEXT[state as PrizeState] : `state ${state}`)

/** The desks' refusals (Chinese, for the console too) as the command's mistakes, after `prefix` when given. */
async function refused<T>(prefix: string, command: () => Promise<T>): Promise<T> {
  try {
    return await command()
  } catch (err) {
    if (err instanceof BizError) throw new CommandError(prefix + err.message)
    throw err
  }
}

const ACTIVITY_OPTIONS = stringOptions('title', 'subtitle', 'style', 'start', 'end', 'per-user', 'per-day', 'rules', 'enabled')

const PRIZE_ADD_OPTIONS = stringOptions('type', 'name', 'odds', 'stock', 'amount-yuan', 'coupons', 'image', 'sort')

const PRIZE_SET_OPTIONS = stringOptions('odds', 'stock', 'enabled', 'name', 'sort', 'override-reason')

const SHIP_OPTIONS = stringOptions('carrier', 'tracking')

const LIMIT_MAX = 10_000
const STOCK_MAX = 10_000_000

function activityPatch(v: Partial<Record<keyof typeof ACTIVITY_OPTIONS, string>>): Partial<ActivityDraft> {
  const patch: Partial<ActivityDraft> = {}
  if (v.title !== undefined) patch.title = text('--title', v.title, 1, 40)
  if (v.subtitle !== undefined) patch.subtitle = text('--subtitle', v.subtitle, 0, 80)
  if (v.style !== undefined) {
    if (v.style !== ActivityStyle.DRAW && v.style !== ActivityStyle.RED_ENVELOPE)
      throw new CommandError(`--style must be draw or red_envelope, got "${v.style}"`)
    patch.style = v.style
  }
  if (v.start !== undefined) patch.startAt = isoTime('--start', v.start)
  if (v.end !== undefined) patch.endAt = isoTime('--end', v.end)
  if (v['per-user'] !== undefined) patch.perUserLimit = integer('--per-user', v['per-user'], 1, LIMIT_MAX)
  if (v['per-day'] !== undefined) patch.perDayLimit = integer('--per-day', v['per-day'], 1, LIMIT_MAX)
  if (v.rules !== undefined) {
    const lines = v.rules
      .split('|')
      .map((l) => l.trim())
      .filter(Boolean)
    if (lines.length > 20) throw new CommandError(`--rules takes at most 20 lines, got ${lines.length}`)
    lines.forEach((l, i) => text(`--rules line ${i + 1}`, l, 1, 200))
    patch.rules = lines
  }
  if (v.enabled !== undefined) patch.enabled = flag01('--enabled', v.enabled)
  return patch
}

function prizeDraft(v: Partial<Record<keyof typeof PRIZE_ADD_OPTIONS, string>>): PrizeDraft {
  const missing = (['type', 'name', 'odds', 'stock'] as const).filter((k) => v[k] === undefined)
  if (missing.length) throw new CommandError(`prize:add needs ${missing.map((k) => `--${k}`).join(', ')}\n\n${DRAW_USAGE}`)
  const type = integer('--type', v.type ?? '', 1, 3) as PrizeType
  const amount = v['amount-yuan']
  const coupons = v.coupons
  if (type === PrizeType.RED_PACKET && amount === undefined) throw new CommandError('a red packet (--type 2) needs --amount-yuan')
  if (type !== PrizeType.RED_PACKET && amount !== undefined) throw new CommandError('--amount-yuan is only for red packets (--type 2)')
  if (type === PrizeType.COUPON && coupons === undefined) throw new CommandError('an unlock-coupon prize (--type 3) needs --coupons')
  if (type !== PrizeType.COUPON && coupons !== undefined) throw new CommandError('--coupons is only for unlock-coupon prizes (--type 3)')
  return {
    type,
    name: text('--name', v.name ?? '', 1, 40),
    odds: odds(v.odds ?? ''),
    stock: integer('--stock', v.stock ?? '', 0, STOCK_MAX),
    amountFen: amount === undefined ? 0 : yuanToFen(amount),
    couponCount: coupons === undefined ? 0 : integer('--coupons', coupons, 1, 10),
    image: v.image === undefined ? '' : imageUrl(v.image),
    ...(v.sort !== undefined ? { sort: integer('--sort', v.sort, -1_000_000, 1_000_000) } : {}),
  }
}

/**
 * Operators' draw commands (`npm run ops -- activity:* | prize:* | payout:*`): activities, prizes and stock,
 * shipping real prizes, retrying failed red-packet payouts. Returns what to print; a mistake is a CommandError
 * saying what to fix.
 */
export async function runDrawCommand(
  args: string[],
  services: { activityDesk: ActivityDesk; prizeDesk: PrizeDesk },
  actor: AuditActor,
): Promise<string> {
  const [command = '', ...rest] = args
  const draw = services.activityDesk
  switch (command) {
    case 'activity:list': {
      parse(command, rest, {}, 0)
      const all = await draw.activities()
      const now = draw.now()
      return all.length ? all.map(({ activity, prizes }) => describeActivity(activity, prizes, now)).join('\n') : 'no activities'
    }
    case 'activity:set': {
      const { values, positionals } = parse(command, rest, ACTIVITY_OPTIONS, 1)
      const id = activityId(positionals[0])
      const patch = activityPatch(values)
      if (!Object.keys(patch).length) throw new CommandError(`nothing to change on activity ${id}\n\n${DRAW_USAGE}`)
      const { created, activity } = await refused('', () => draw.saveActivity(actor, id, patch, 'either'))
      const { prizes } = await draw.activity(id)
      return `${created ? 'created' : 'updated'} activity ${id}\n${describeActivity(activity, prizes, draw.now())}`
    }
    case 'prize:list': {
      const { positionals } = parse(command, rest, {}, 1)
      const { activity, prizes } = await refused('', () => draw.activity(activityId(positionals[0])))
      return [describeActivity(activity, prizes, draw.now()), ...(prizes.length ? prizes.map(describePrize) : ['no prizes'])].join('\n')
    }
    case 'prize:add': {
      const { values, positionals } = parse(command, rest, PRIZE_ADD_OPTIONS, 1)
      const id = activityId(positionals[0])
      const prize = await refused('', () => draw.addPrize(actor, id, prizeDraft(values)))
      return `added prize to ${id}\n${describePrize(prize)}`
    }
    case 'prize:set': {
      const { values: v, positionals } = parse(command, rest, PRIZE_SET_OPTIONS, 1)
      const id = integer('PRIZE_ID', positionals[0] ?? '', 1, Number.MAX_SAFE_INTEGER)
      const patch: PrizePatch = {}
      if (v.odds !== undefined) patch.odds = odds(v.odds)
      if (v.stock !== undefined) patch.stock = integer('--stock', v.stock, 0, STOCK_MAX)
      if (v.enabled !== undefined) patch.enabled = flag01('--enabled', v.enabled)
      if (v.name !== undefined) patch.name = text('--name', v.name, 1, 40)
      if (v.sort !== undefined) patch.sort = integer('--sort', v.sort, -1_000_000, 1_000_000)
      if (!Object.keys(patch).length) throw new CommandError(`nothing to change on prize ${id}\n\n${DRAW_USAGE}`)
      if (v['override-reason'] !== undefined) patch.overrideReason = v['override-reason']
      return `updated prize ${id}\n${describePrize(await refused('', () => draw.setPrize(actor, id, patch)))}`
    }
    case 'prize:ship': {
      const { values: v, positionals } = parse(command, rest, SHIP_OPTIONS, 1)
      const id = recordId(positionals[0])
      if (v.carrier === undefined || v.tracking === undefined) throw new CommandError('prize:ship needs --carrier and --tracking')
      const shipped = await refused(`record ${id}: `, () =>
        services.prizeDesk.ship(actor, id, { carrier: v.carrier ?? '', trackingNo: v.tracking ?? '' }),
      )
      const r = await services.prizeDesk.shippedTo(id)
      return `shipped record ${id} (${r.prize_name ?? ''}) to ${r.addr_name} ${r.addr_mobile}, ${r.addr_province} ${r.addr_city} ${r.addr_district} ${r.addr_detail}: ${shipped.shipping?.carrier} ${shipped.shipping?.trackingNo}`
    }
    case 'payout:retry': {
      const { positionals } = parse(command, rest, {}, 1)
      const id = recordId(positionals[0])
      const { record: r, retried } = await refused(`record ${id}: `, () => services.prizeDesk.retryPayout(actor, id))
      if (!retried) throw new CommandError(`record ${id} is not a failed payout: state ${r.state} ${stateName(r.state)}`)
      return r.state === PrizeState.PAID_OUT
        ? `record ${id}: ¥${(r.amountFen / 100).toFixed(2)} paid out, payout no ${r.payout?.payoutNo ?? ''}`
        : `record ${id}: ${stateName(r.state)}${r.payoutError ? ` (${r.payoutError})` : ''}`
    }
    default:
      throw new CommandError(`unknown draw command "${command}"\n\n${DRAW_USAGE}`)
  }
}
