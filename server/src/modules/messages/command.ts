import { chinaMinute, parseOptions, stringOptions } from '../../lib/command-args'
import { CommandError } from '../../lib/command-error'
import { BizError } from '../../errors'
import type { AuditActor } from '../audit-port'
import type { NoticeDesk, NoticeRecord } from './notice-desk'

export const MESSAGE_USAGE = `message commands (消息):
  message:broadcast --title T --body B   a system notice (系统通知) in the 消息 of every player with a live account now;
                                         --title at most 20 characters, --body at most 140
  message:list                           the notices sent, newest first`

const describe = (n: NoticeRecord) =>
  `#${n.noticeId} ${chinaMinute(n.createdAt)} (China time) by ${n.createdBy} to ${n.recipients} player(s): ${n.title} — ${n.body}`

/**
 * Operators' message commands (`npm run ops -- message:...`). The desk checks and audits a notice as the console
 * would; a refusal is a CommandError saying what to fix.
 */
export async function runMessageCommand(args: string[], services: { notices: NoticeDesk }, actor: AuditActor): Promise<string> {
  const [command, ...rest] = args
  switch (command) {
    case 'message:broadcast': {
      const { values: v, positionals } = parseOptions(command, rest, stringOptions('title', 'body'), MESSAGE_USAGE)
      if (positionals.length) throw new CommandError(`message:broadcast takes only --title and --body; quote values with spaces`)
      if (v.title === undefined || v.body === undefined)
        throw new CommandError(`message:broadcast needs --title and --body\n\n${MESSAGE_USAGE}`)
      try {
        const notice = await services.notices.broadcast(actor, { title: v.title, body: v.body })
        return `sent notice ${describe(notice)}`
      } catch (err) {
        if (err instanceof BizError) throw new CommandError(err.message)
        throw err
      }
    }
    case 'message:list': {
      if (rest.length) throw new CommandError(`message:list takes no arguments\n\n${MESSAGE_USAGE}`)
      const all = await services.notices.list()
      return all.length ? all.map(describe).join('\n') : 'no notices sent'
    }
    default:
      throw new CommandError(`unknown message command "${command ?? ''}"\n\n${MESSAGE_USAGE}`)
  }
}
