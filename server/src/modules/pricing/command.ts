import { chinaMinute, integer, isoTime, parseOptions, stringOptions } from '../../lib/command-args'
import { CommandError } from '../../lib/command-error'
import { BizError } from '../../errors'
import type { AuditActor } from '../audit-port'
import type { CampaignDesk, DeskCampaign } from './campaign-desk'

export const CAMPAIGN_USAGE = `price campaign commands (the console's 价格与规则 runs the same ones):
  campaign:list                        every campaign, newest start first
  campaign:create NAME --end ISO --prices SCENE=FEN[,SCENE=FEN] [--start ISO]
                                       e.g. campaign:create 双十二 --start 2026-12-12 --end 2026-12-13 --prices 1=490,3=290
                                       (China time unless a zone is given; no --start: now). Each price must be below
                                       that scene's list price now; campaigns on a scene may not overlap
  campaign:end ID                      end a running campaign now, or cancel one not started`

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

function describe(c: DeskCampaign): string {
  const prices = c.prices.map((p) => `${p.sceneName} ${yuan(p.priceFen)}（原价 ${yuan(p.listFen)}）`).join('，')
  const ended = c.endedBy ? `; ended early by ${c.endedBy}` : ''
  return `#${c.id} ${c.statusText} ${c.name}  ${chinaMinute(c.startsAt)} → ${chinaMinute(c.endsAt)} (China time)${ended}\n    ${prices}`
}

function parsePrices(raw: string | undefined): { scene: number; priceFen: number }[] {
  if (!raw) throw new CommandError(`give --prices SCENE=FEN[,SCENE=FEN]\n\n${CAMPAIGN_USAGE}`)
  return raw.split(',').map((pair) => {
    const [scene, fen] = pair.split('=')
    if (scene === undefined || fen === undefined) throw new CommandError(`--prices: "${pair}" is not SCENE=FEN`)
    return { scene: integer('--prices scene', scene.trim(), 1, 99), priceFen: integer('--prices fen', fen.trim(), 1, 99_900) }
  })
}

/** The desk's refusals (40000, in Chinese) as the command line prints them. */
async function refused<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof BizError) throw new CommandError(err.message)
    throw err
  }
}

/** `campaign:*`: the same commands as the console's 价格活动, with the same checks and audit rows. */
export async function runCampaignCommand(args: string[], desk: CampaignDesk, actor: AuditActor): Promise<string> {
  const [command, ...rest] = args
  switch (command) {
    case 'campaign:list': {
      const list = await desk.list()
      return list.length ? list.map(describe).join('\n') : 'no campaigns'
    }
    case 'campaign:create': {
      const { values: v, positionals } = parseOptions('campaign:create', rest, stringOptions('start', 'end', 'prices'), CAMPAIGN_USAGE)
      if (positionals.length !== 1) throw new CommandError(`campaign:create takes one NAME; quote a name with spaces\n\n${CAMPAIGN_USAGE}`)
      if (!v.end) throw new CommandError(`give --end\n\n${CAMPAIGN_USAGE}`)
      const input = {
        name: positionals[0]!,
        endsAt: isoTime('--end', v.end),
        prices: parsePrices(v.prices),
        ...(v.start ? { startsAt: isoTime('--start', v.start) } : {}),
      }
      return `created ${describe(await refused(() => desk.create(actor, input)))}`
    }
    case 'campaign:end': {
      if (!rest[0]) throw new CommandError(`give the campaign ID\n\n${CAMPAIGN_USAGE}`)
      const id = integer('ID', rest[0], 1, Number.MAX_SAFE_INTEGER)
      return `ended ${describe(await refused(() => desk.end(actor, id)))}`
    }
    default:
      throw new CommandError(`unknown command "${command}"\n\n${CAMPAIGN_USAGE}`)
  }
}
