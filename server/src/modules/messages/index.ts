import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { SubscribeMessages } from '../../providers/subscribe-message'
import type { AuditTrail } from '../audit-port'
import type { ModuleLog, ServiceModule } from '../module'
import { NoticeDesk } from './notice-desk'
import { messageRoutes } from './routes'
import { MessageService, type Subscribers } from './service'

export interface MessagesModule extends ServiceModule<MessageService> {
  /** System notices to every player (`npm run ops -- message:broadcast`). */
  notices: NoticeDesk
}

/** `subscribers`: the players' mini-program openids (the user module); `subscribe`: the platforms' senders. */
export function createMessages(deps: {
  db: Db
  clock: Clock
  subscribers?: Subscribers
  subscribe?: SubscribeMessages
  audit?: AuditTrail
  warn?: ModuleLog
}): MessagesModule {
  const service = new MessageService(deps)
  const notices = new NoticeDesk({ db: deps.db, clock: deps.clock, audit: deps.audit })
  return { service, notices, routes: (app, http) => messageRoutes(app, { ...http, messages: service }) }
}
