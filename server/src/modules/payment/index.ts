import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { Providers } from '../../providers'
import type { AuditTrail } from '../audit-port'
import type { GameRepository } from '../games/repository'
import type { ModuleLog, ServiceModule } from '../module'
import { CouponDesk, type RecipientLookup } from './coupon-desk'
import { paymentRoutes } from './routes'
import { PaymentService, type Payers, type PaymentDeps } from './service'

export interface PaymentModuleDeps {
  db: Db
  clock: Clock
  games: GameRepository
  /** The config module's settings: unlock prices as operators set them (cached there). */
  settings: { payPrices: PaymentDeps['prices'] }
  /** The pricing module's running campaign price per scene. */
  campaignPrice: PaymentDeps['campaignPrice']
  /** Undefined where the providers were built without payment (tools): no provider is enabled. */
  pay: Providers['pay'] | undefined
  payers: Payers
  publicBaseUrl: string
  info: ModuleLog
  /** Stored reports that fail their kind's schema. */
  warn: ModuleLog
  /** Who an operator's coupon grant names (the user module's directory). */
  recipients: RecipientLookup
  /** Records operators' coupon grants and revokes; the commands work without one. */
  audit?: AuditTrail
}

export interface PaymentModule extends ServiceModule<PaymentService> {
  /** Operators' coupon commands (console and CLI). */
  coupons: CouponDesk
}

export function createPayment(deps: PaymentModuleDeps): PaymentModule {
  const service = new PaymentService({
    db: deps.db,
    clock: deps.clock,
    games: deps.games,
    prices: () => deps.settings.payPrices(),
    campaignPrice: deps.campaignPrice,
    providers: deps.pay ?? new Map(),
    payers: deps.payers,
    publicBaseUrl: deps.publicBaseUrl,
    log: deps.info,
    warn: deps.warn,
  })
  const coupons = new CouponDesk({ db: deps.db, clock: deps.clock, recipients: deps.recipients, audit: deps.audit })
  return { service, coupons, routes: (app, http) => paymentRoutes(app, { ...http, payment: service }) }
}
