import { DownloadTitleType } from '@/constants/report'
import { downloadTitle, pkTitleType } from '@/components/report-view/download-title'
import { compareShareCard } from '@/features/compare/share-card'
import type { CompareData } from '@/api/compare'

/** The titles a report carries out of the app (spec: report download title types 1 origin, 2 relation, 3 no diff). */
test('one report is titled as itself; a PK by the gap between its accounts, or as equal when there is none', () => {
  expect(downloadTitle(DownloadTitleType.ORIGIN, '王者荣耀')).toBe('王者荣耀 估价报告')
  expect(downloadTitle(DownloadTitleType.ORIGIN, '')).toBe('游戏账号 估价报告')
  expect(downloadTitle(DownloadTitleType.RELATION, '王者荣耀', -128_000)).toBe('王者荣耀账号PK：原号和目标号估值相差¥1,280')
  expect(downloadTitle(DownloadTitleType.NO_DIFF, '王者荣耀')).toBe('王者荣耀账号PK：原号和目标号估值相同')
  expect([pkTitleType(128_000), pkTitleType(-100), pkTitleType(99), pkTitleType(0)]).toEqual([2, 2, 3, 3])
})

test('a PK card sent to a chat: 相差 with the gap, or 相同 when the two are valued alike (never 相差¥0)', () => {
  const pk = (gapFen: number) =>
    ({ gameName: '王者荣耀', gapFen, base: { level: 'SR' }, other: { level: 'SSR' } }) as unknown as CompareData
  const apart = compareShareCard(pk(128_000), '/pages/h5/report/compareShare?token=t')
  expect(apart.title).toBe('王者荣耀账号PK：原号和目标号估值相差¥1,280')
  expect(apart.cover).toMatchObject({ label: 'SR vs SSR · 估值相差', highlight: '¥1,280' })
  const alike = compareShareCard(pk(0), '/pages/h5/report/compareShare?token=t')
  expect(alike.title).toBe('王者荣耀账号PK：原号和目标号估值相同')
  expect(alike.cover).toMatchObject({ label: 'SR vs SSR · 估值', highlight: '相同' })
})
