import dayjs from 'dayjs'
import type { BannerState, ConsoleBanner } from '../../../../server/src/contract/console'
import { JUMP_PAGE_LABELS, JUMP_TYPE_LABELS, type JumpPageType, type JumpType } from '../../../../server/src/contract/values/banner'

/** A banner's state now, as a tag: what players see stands out. */
export const STATE_TAGS: Record<BannerState, { label: string; color: string }> = {
  live: { label: '展示中', color: 'green' },
  scheduled: { label: '未开始', color: 'blue' },
  ended: { label: '已结束', color: 'default' },
  disabled: { label: '已停用', color: 'red' },
}

export const jumpTypeOptions = Object.entries(JUMP_TYPE_LABELS).map(([value, label]) => ({
  value: Number(value),
  label: `${value} ${label}`,
}))
export const jumpPageOptions = Object.entries(JUMP_PAGE_LABELS).map(([value, label]) => ({ value: Number(value), label }))

/** Where a tap on the banner goes, in a line. */
export function jumpText(b: Pick<ConsoleBanner, 'jumpType' | 'jumpPage' | 'target'>): string {
  const type = JUMP_TYPE_LABELS[b.jumpType as JumpType] ?? `类型 ${b.jumpType}`
  if (b.jumpType === 3 && b.jumpPage !== null) return `${type}：${JUMP_PAGE_LABELS[b.jumpPage as JumpPageType] ?? b.jumpPage}`
  return `${type}：${b.target || '—'}`
}

const minute = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm')

/** The period in the operator's time, open ends in words. */
export function periodText(b: Pick<ConsoleBanner, 'startAt' | 'endAt'>): string {
  if (b.startAt === null && b.endAt === null) return '长期'
  return `${b.startAt === null ? '即日起' : minute(b.startAt)} 至 ${b.endAt === null ? '长期' : minute(b.endAt)}`
}
