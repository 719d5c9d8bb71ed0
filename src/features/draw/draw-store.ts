import { runInAction } from 'mobx'
import * as drawApi from '@/api/draw'
import type { DrawActivityData, DrawPrize, DrawRecord } from '@/api/draw'
import { ActivityState, ActivityStyle } from '@/constants/draw'
import { PagedList, type ListStatus } from '@/stores/paged-list'
import { Resource } from '@/stores/resource'
import { sessionStore } from '@/stores/session'
import { GridSpin } from './grid-spin'
import { makeAutoObservableExcept } from '@/stores/unobserved'

/** An activity id worth asking for (what activity QR codes carry: the contract's pattern), else ''. */
export const cleanActivityId = (raw: string | undefined): string => (raw && /^[A-Za-z0-9-]{1,32}$/.test(raw) ? raw : '')

/** One tile of the prize grid: a prize, or 谢谢参与 (null). */
export type GridCell = { key: string; prize: DrawPrize | null }

/**
 * What the big button does now, in the order the checks apply: an activity that is not running explains
 * itself first, a visitor is asked to log in, a minor and a used-up limit cannot draw, no chance leads to the
 * missions, and only then is it a draw.
 */
export type DrawButtonKind = 'drawing' | 'not-started' | 'ended' | 'login' | 'minor' | 'total-limit' | 'day-limit' | 'earn' | 'draw'

/** The ring around the button holds 8 tiles; more prizes than fit are laid out as a plain grid. */
const RING_SIZE = 8
/** The red envelope turns at least this long, so the opening reads as one motion even on a fast answer. */
const ENVELOPE_OPEN_MS = 700

/** 8 tiles for the ring: the prizes with 谢谢参与 between them (always at least one, for a draw that wins nothing). */
export function ringCells(prizes: readonly DrawPrize[]): GridCell[] {
  const thanks = RING_SIZE - prizes.length
  const cells: GridCell[] = []
  let p = 0
  let t = 0
  for (let i = 0; i < RING_SIZE; i++) {
    // Spread the 谢谢参与 tiles evenly instead of bunching them at the end.
    const wantThanks = t < thanks && (p >= prizes.length || (i + 1) * thanks >= (t + 1) * RING_SIZE)
    if (wantThanks) cells.push({ key: `thanks-${t++}`, prize: null })
    else {
      const prize = prizes[p++]
      cells.push({ key: `prize-${prize.id}`, prize })
    }
  }
  return cells
}

/** The tile a draw lands on: the won prize's, or the first 谢谢参与. */
export function landingCell(cells: readonly GridCell[], record: DrawRecord): number {
  const id = record.prize?.id
  const i = cells.findIndex((c) => (id === undefined ? c.prize === null : c.prize?.id === id))
  return i < 0 ? cells.findIndex((c) => c.prize === null) : i
}

/**
 * One draw activity on screen (幸运抽奖 and 拆红包 alike): the activity with its prizes, published odds and my
 * chances, the draw with its animation and result, and my records in this activity. The activity is public;
 * everything about "me" is there only when logged in.
 */
export class DrawStore {
  readonly source = new Resource<DrawActivityData>(() =>
    drawApi.drawActivity(this.activityId ? { activityId: this.activityId } : { style: this.style }),
  )
  drawing = false
  /** The grid tile lit by the drawing animation, or -1. */
  highlight = -1
  /** The last draw's record while its result is on screen. */
  result: DrawRecord | null = null
  readonly records = new PagedList<DrawRecord>(
    (page, size) => drawApi.drawRecords(this.data?.activity.id ?? this.activityId, page, size),
    10,
    (r) => r.id,
  )
  private spin: GridSpin | null = null
  private envelopeTimer: ReturnType<typeof setTimeout> | null = null
  private envelopeDone: (() => void) | null = null

  constructor(
    readonly activityId: string,
    readonly style: ActivityStyle,
  ) {
    makeAutoObservableExcept<DrawStore, 'spin' | 'envelopeTimer' | 'envelopeDone'>(
      this,
      'source',
      'records',
      'spin',
      'envelopeTimer',
      'envelopeDone',
    )
  }

  get data(): DrawActivityData | null {
    return this.source.data
  }

  /** Later shows refresh quietly: a failed refresh keeps the activity on screen. */
  get status(): ListStatus {
    return this.source.kept
  }

  get loggedIn(): boolean {
    return sessionStore.isLoggedIn
  }

  /** With few prizes the tiles ring the button (九宫格); with many they are a plain grid. */
  get ring(): boolean {
    return (this.data?.prizes.length ?? 0) < RING_SIZE
  }

  get cells(): GridCell[] {
    const prizes = this.data?.prizes ?? []
    if (this.ring) return ringCells(prizes)
    return [...prizes.map((prize) => ({ key: `prize-${prize.id}`, prize })), { key: 'thanks-0', prize: null }]
  }

  get button(): DrawButtonKind {
    if (this.drawing) return 'drawing'
    const activity = this.data?.activity
    if (activity?.state === ActivityState.NOT_STARTED) return 'not-started'
    if (activity?.state === ActivityState.ENDED) return 'ended'
    const me = this.data?.me
    if (!this.loggedIn || !me) return 'login'
    if (me.minor) return 'minor'
    if (activity && activity.perUserLimit > 0 && me.used >= activity.perUserLimit) return 'total-limit'
    if (activity && activity.perDayLimit > 0 && me.usedToday >= activity.perDayLimit) return 'day-limit'
    if (me.chances <= 0) return 'earn'
    return 'draw'
  }

  /** The id to come back to after login: the one asked for, else the activity the service chose. */
  get returnActivityId(): string {
    return this.activityId || this.data?.activity.id || ''
  }

  /** First show: the skeleton, then the activity; later shows refresh quietly (back from login or an address). */
  async enter(): Promise<void> {
    await this.load()
  }

  retry(): Promise<void> {
    return this.load()
  }

  private async load(): Promise<void> {
    if ((await this.source.load()) && this.loggedIn) await this.records.refresh()
  }

  /**
   * 抽奖 / 拆: the service draws; meanwhile the grid cycles (or the envelope turns) and then lands on what was
   * won. A refusal is the service's toast (request layer); either way my chances are read again.
   */
  async draw(): Promise<void> {
    const activity = this.data?.activity
    if (!activity || this.button !== 'draw') return
    this.drawing = true
    this.result = null
    const cells = this.cells
    const spin = this.style === ActivityStyle.DRAW ? new GridSpin(cells.length, (i) => runInAction(() => (this.highlight = i))) : null
    this.spin = spin
    const landed = spin ? spin.run() : this.envelopeTurn()
    let drawn: { record: DrawRecord; chances: number }
    try {
      drawn = await drawApi.drawDo(activity.id)
    } catch {
      spin?.cancel()
      this.stopEnvelope()
      runInAction(() => {
        this.drawing = false
        this.highlight = -1
      })
      await this.load()
      return
    }
    spin?.land(landingCell(cells, drawn.record))
    await landed
    runInAction(() => {
      this.drawing = false
      this.result = drawn.record
      if (this.data?.me) this.source.set({ ...this.data, me: { ...this.data.me, chances: drawn.chances } })
    })
    await this.load()
  }

  closeResult(): void {
    this.result = null
    this.highlight = -1
  }

  private envelopeTurn(): Promise<void> {
    return new Promise((resolve) => {
      this.envelopeDone = resolve
      this.envelopeTimer = setTimeout(() => this.stopEnvelope(), ENVELOPE_OPEN_MS)
    })
  }

  private stopEnvelope(): void {
    if (this.envelopeTimer) clearTimeout(this.envelopeTimer)
    this.envelopeTimer = null
    const done = this.envelopeDone
    this.envelopeDone = null
    done?.()
  }

  /** The page is gone: no timer may touch it afterwards. */
  dispose(): void {
    this.spin?.cancel()
    this.stopEnvelope()
  }
}
