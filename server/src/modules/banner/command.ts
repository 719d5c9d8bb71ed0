import { chinaMinute, flag01, integer, isoTimeOrNone, parseOptions, stringOptions } from '../../lib/command-args'
import { CommandError } from '../../lib/command-error'
import type { AuditActor } from '../audit-port'
import type { BannerPatch, BannerRecord, BannerService } from './service'

export const BANNER_USAGE = `banner commands:
  banner:list                          every banner with its state (live, scheduled, ended, disabled)
  banner:set ID [options]              create banner ID (needs --title and --jump-type) or change the given fields
      --title T                        1-40 characters
      --desc T                         subtitle, at most 80 characters
      --image URL|none                 https image (or one uploaded in the console); none: a gradient card of --colors
      --colors '#aaa,#bbb'             two colours #rgb or #rrggbb
      --jump-type 1-4                  1 outer link, 2 app page, 3 in-app page, 4 third party
      --jump-page 1-4|none             for jump type 3: 1 evaluate, 2 purpose, 3 check, 4 auth evaluate
      --target T|none                  https URL (types 1, 4), app page name (2), in-app path (3, e.g. pages/h5/banner/index?id=7)
      --body 'para|para'|none          landing page paragraphs ("## " starts a heading)
      --action-text T --action-path P  landing page button and its in-app path; --action-text none removes it
      --start ISO|none --end ISO|none  period, e.g. 2026-06-01 or 2026-06-01T10:00 (China time unless a zone is given)
      --sort N                         smaller first
      --enabled 0|1
  banner:remove ID                     disable a banner (banner:set ID --enabled 1 brings it back)`

const SET_OPTIONS = stringOptions(
  'title',
  'desc',
  'image',
  'colors',
  'jump-type',
  'jump-page',
  'target',
  'body',
  'action-text',
  'action-path',
  'start',
  'end',
  'sort',
  'enabled',
)

const JUMP_NAMES: Record<number, string> = { 1: 'outer link', 2: 'app page', 3: 'in-app', 4: 'third party' }
const PAGE_NAMES: Record<number, string> = { 1: 'evaluate', 2: 'purpose', 3: 'check', 4: 'auth evaluate' }

const NONE = 'none'

const ID_MAX = 1_000_000
const bannerId = (raw: string | undefined) => {
  if (raw === undefined) throw new CommandError(`give the banner ID\n\n${BANNER_USAGE}`)
  return integer('ID', raw, 1, ID_MAX)
}

function describe(b: BannerRecord): string {
  const jump =
    b.jumpType === 3 && b.jumpPage !== null
      ? `in-app page ${b.jumpPage} (${PAGE_NAMES[b.jumpPage] ?? '?'})${b.target ? `, ${b.target}` : ''}`
      : `${JUMP_NAMES[b.jumpType] ?? `type ${b.jumpType}`} → ${b.target}`
  const period =
    b.startAt === null && b.endAt === null
      ? 'always'
      : `${b.startAt === null ? '…' : chinaMinute(b.startAt)} → ${b.endAt === null ? '…' : chinaMinute(b.endAt)} (China time)`
  return [
    `#${b.id} ${b.state.padEnd(9)} sort ${b.sort}  ${b.title}${b.desc ? ` — ${b.desc}` : ''}`,
    `    jump: ${jump}`,
    `    period: ${period}; look: ${b.image || `gradient ${b.colors.join(',')}`}`,
    `    landing page: ${b.body.length} paragraph(s)${b.action ? `, button ${b.action.text} → ${b.action.path}` : ''}`,
  ].join('\n')
}

function parseSet(rest: string[]): { id: number; patch: BannerPatch } {
  const { values: v, positionals } = parseOptions('banner:set', rest, SET_OPTIONS, BANNER_USAGE)
  if (positionals.length > 1) throw new CommandError(`banner:set takes one ID, got ${positionals.join(' ')}; quote values with spaces`)
  const id = bannerId(positionals[0])
  const patch: BannerPatch = {}
  if (v.title !== undefined) patch.title = v.title
  if (v.desc !== undefined) patch.desc = v.desc
  if (v.image !== undefined) patch.image = v.image === NONE ? '' : v.image.trim()
  if (v.colors !== undefined) patch.colors = v.colors.split(',').map((c) => c.trim())
  if (v['jump-type'] !== undefined) patch.jumpType = integer('--jump-type', v['jump-type'], 1, 4)
  if (v['jump-page'] !== undefined) patch.jumpPage = v['jump-page'] === NONE ? null : integer('--jump-page', v['jump-page'], 1, 4)
  if (v.target !== undefined) patch.target = v.target === NONE ? '' : v.target.trim()
  if (v.body !== undefined)
    patch.body =
      v.body === NONE
        ? []
        : v.body
            .split('|')
            .map((p) => p.trim())
            .filter(Boolean)
  const text = v['action-text']
  const path = v['action-path']
  if (text === NONE) {
    if (path !== undefined) throw new CommandError('--action-text none removes the button; leave out --action-path')
    patch.action = null
  } else if (text !== undefined || path !== undefined) {
    if (text === undefined || path === undefined)
      throw new CommandError('give --action-text and --action-path together (or --action-text none)')
    patch.action = { text, path: path.trim() }
  }
  if (v.start !== undefined) patch.startAt = isoTimeOrNone('--start', v.start)
  if (v.end !== undefined) patch.endAt = isoTimeOrNone('--end', v.end)
  if (v.sort !== undefined) patch.sort = integer('--sort', v.sort, -1_000_000, 1_000_000)
  if (v.enabled !== undefined) patch.enabled = flag01('--enabled', v.enabled)
  if (!Object.keys(patch).length) throw new CommandError(`nothing to change on banner ${id}\n\n${BANNER_USAGE}`)
  return { id, patch }
}

/** The running service reads banners through a short cache; say so, or operators think the edit failed. */
const CACHE_NOTE = 'the running service shows it within 30 seconds'

/**
 * Operators' banner commands (`npm run ops -- banner:...`): list, create or change, disable. Returns what to
 * print; a mistake is a CommandError saying what to fix. The banner service checks and audits each change as it does
 * the console's (the same messages, the same audit rows, under `actor`).
 */
export async function runBannerCommand(args: string[], services: { banner: BannerService }, actor: AuditActor): Promise<string> {
  const [command, ...rest] = args
  switch (command) {
    case 'banner:list': {
      if (rest.length) throw new CommandError(`banner:list takes no arguments\n\n${BANNER_USAGE}`)
      const all = await services.banner.all()
      return all.length ? all.map(describe).join('\n') : 'no banners'
    }
    case 'banner:set': {
      const { id, patch } = parseSet(rest)
      const { created, banner } = await services.banner.save(actor, id, patch)
      return `${created ? 'created' : 'updated'} banner ${id}; ${CACHE_NOTE}\n${describe(banner)}`
    }
    case 'banner:remove': {
      if (rest.length !== 1) throw new CommandError(`banner:remove takes one ID\n\n${BANNER_USAGE}`)
      const id = bannerId(rest[0])
      await services.banner.remove(actor, id)
      return `disabled banner ${id}; ${CACHE_NOTE} (banner:set ${id} --enabled 1 brings it back)`
    }
    default:
      throw new CommandError(`unknown banner command "${command ?? ''}"\n\n${BANNER_USAGE}`)
  }
}
