import os from 'node:os'
import { maskPhone } from '../lib/pii'
import { cliActor, type AuditActor, type AuditEntry } from '../modules/audit/service'

/**
 * Audit rows of the command lines: who ran a command that wrote, what it was asked and what it answered. Commands
 * whose module records its own rows with before and after (operator:*) are left to it.
 */

/** The actor of a command run on a server: OPS_OPERATOR when set (a shared account), else the system user. */
export function commandActor(opsOperator: string | null): AuditActor {
  let who = opsOperator
  if (!who) {
    try {
      who = os.userInfo().username
    } catch {
      // A container user without a passwd entry.
      who = `uid-${process.getuid?.() ?? 'unknown'}`
    }
  }
  return cliActor(who)
}

/** What a command changed, as its audit row names it. */
export interface AuditTarget {
  action: string
  objectType: string
  objectId?: string | null
}

/** Mainland mobile numbers in arguments and answers are kept masked in the trail, like everywhere in the console. */
const maskPhonesIn = (text: string): string => text.replace(/(?<!\d)1\d{10}(?!\d)/g, (phone) => maskPhone(phone))

const RESULT_MAX = 2000

export function commandEntry(target: AuditTarget, args: readonly string[], result: string): AuditEntry {
  return {
    ...target,
    after: { args: args.map(maskPhonesIn), result: maskPhonesIn(result).slice(0, RESULT_MAX) },
  }
}
