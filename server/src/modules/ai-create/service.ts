import { randomInt } from 'node:crypto'
import type { AiCreateBody, AiCreateData } from '../../contract'
import { BizCode, BizError, badParameter, notFound } from '../../errors'
import type { CopyFacts, CopyPriceRange, TextGenerator } from '../../providers/text-generation'
import { getGame } from '../../valuation/catalogue'
import type { Attrs } from '../../valuation/catalogue/types'
import { attrsFromAnswers } from '../games/answers'
import type { GameRepository } from '../games/repository'
import { requireOpenGame } from '../games/open-game'
import { ReportKind, type ReportRepository } from '../reports/repository'
import { gate } from '../reports/report'
import { accountFacts, sellingGrade } from './facts'
import { filterCopy } from './filter'

/** The longest answer set (as JSON text) one account may send: far above any game's full answer set. */
export const MAX_ANSWERS_CHARS = 8 * 1024

export interface AiCreateServiceDeps {
  reports: ReportRepository
  games: GameRepository
  generator: TextGenerator
  log?: (obj: Record<string, unknown>, msg: string) => void
}

/**
 * AI创作: the copy a seller needs to list an account, from one of the caller's valuation reports or a game and
 * its answers. Facts come from the account's attributes (catalogue names and labels) and the report; a price
 * range only from an unlocked report's stored 80% range. Every result passes the output filter.
 */
export class AiCreateService {
  constructor(private readonly deps: AiCreateServiceDeps) {}

  async create(userId: number, body: AiCreateBody): Promise<AiCreateData> {
    const source = await this.account(userId, body)
    const level = sellingGrade(source.level)
    const facts: CopyFacts = {
      gameName: source.gameName,
      tone: body.tone,
      ...accountFacts(getGame(source.gameId), source.attrs),
      ...(level ? { level } : {}),
      ...(source.priceRange ? { priceRange: source.priceRange } : {}),
      seed: body.seed ?? randomInt(0, 2 ** 31 - 1),
    }
    if (!facts.highlights.length && !facts.details.length) throw badParameter('账号属性太少，无法生成文案，请补充账号属性后再试')
    const raw = await this.deps.generator.generate(facts)
    const { copy, removed } = filterCopy(raw, { allowMoney: source.priceRange !== undefined })
    if (removed) this.deps.log?.({ provider: this.deps.generator.name, removed }, 'ai copy filtered')
    if (!copy.title || !copy.description) {
      throw new BizError(BizCode.UPSTREAM_UNAVAILABLE, '生成的文案未通过内容检查，请重新生成')
    }
    return {
      ...copy,
      ...(source.priceRange ? { priceRange: source.priceRange } : {}),
      aiGenerated: true,
      provider: this.deps.generator.name,
      tone: body.tone,
      gameId: source.gameId,
      gameName: source.gameName,
      ...(source.valId ? { valId: source.valId } : {}),
    }
  }

  /** The account the copy is about: a report of the caller's (its input, level, unlocked range) or answers. */
  private async account(
    userId: number,
    body: AiCreateBody,
  ): Promise<{ gameId: number; gameName: string; attrs: Attrs; valId?: string; level?: string; priceRange?: CopyPriceRange }> {
    if (body.valId !== undefined) {
      if (body.gameId !== undefined || body.answers !== undefined) throw badParameter('请只选择一份估价报告，或只填写账号属性')
      const row = await this.deps.reports.findReport(body.valId, userId, ReportKind.VALUATION)
      if (!row) throw notFound('报告不存在')
      const shown = gate(row)
      if (shown.state === 'generating') throw new BizError(BizCode.REPORT_NOT_READY, '报告尚未生成完成，请稍后再试')
      if (shown.state === 'failed') throw new BizError(BizCode.REPORT_FAILED, '报告生成失败，无法据此生成文案')
      const { teaser } = shown
      // Only an unlocked report's figures may be used (the lock gate).
      const range = shown.state === 'unlocked' ? shown.result.range : undefined
      return {
        gameId: row.gameId,
        gameName: (await this.deps.games.findGame(row.gameId))?.name ?? getGame(row.gameId)?.name ?? '',
        attrs: row.input.attrs ?? {},
        valId: row.id,
        ...(teaser.level ? { level: teaser.level } : {}),
        ...(range ? { priceRange: { lowFen: Math.round(range.lowFen), highFen: Math.round(range.highFen) } } : {}),
      }
    }
    if (body.gameId === undefined || body.answers === undefined) throw badParameter('请选择一份估价报告，或选择游戏并填写账号属性')
    if (JSON.stringify(body.answers).length > MAX_ANSWERS_CHARS) throw badParameter('账号属性内容过长，请精简后再试')
    const gameName = await requireOpenGame(this.deps.games, body.gameId)
    return { gameId: body.gameId, gameName, attrs: attrsFromAnswers(body.gameId, body.answers) }
  }
}
