import { useCallback, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { useRouteParams } from '@/router/params'
import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import type { ReportView } from '@/components/report-view'
import { LoadState } from '@/components/list-states/states'
import { ReportStatus, SAVE_IMAGE_STAGE_TEXT, SaveImageStage } from '@/constants/report'
import { SAVE_HINT, renderReportImage, saveReportImage, type SaveOutcome } from './save-image'
import { navigateTo } from '@/router'
import { useReportSource } from '../report-source'
import { loadHelpImageCode, type HelpImageCode } from '@/features/help'
import type { CardCodeSource } from '@/components/report-view/card-drawing'
import { qrDataUrl } from '@/components/qr-code/matrix'
import './save.scss'

/** Why a save was refused, and what helps: the album permission, whose guide the page links to. */
const DENIED_TEXT = '保存图片需要相册权限，请按指引开启后重试'

/** The card's QR code: the friend-help code when there is one, else the report's share link (when it has an address). */
function cardCode(help: HelpImageCode | null, shareUrl: string): CardCodeSource | null {
  if (help) return { qrImage: help.qrImage, kind: help.qrKind, remaining: help.remaining }
  return shareUrl ? { qrImage: qrDataUrl(shareUrl), kind: 'share', remaining: 0 } : null
}

const STAGES = [SaveImageStage.DATA_LOADING, SaveImageStage.RENDERING, SaveImageStage.GENERATING, SaveImageStage.SAVING]

/**
 * Saving a report as an image, in the spec's four stages: 1 data loading, 2 rendering, 3 generating,
 * 4 saving. Drawing and saving are per platform (platform/picture.h5.ts: HTML canvas + download / long-press;
 * platform/picture.ts: Taro offscreen canvas + photo album on the mini-programs). The owner's locked report (opened
 * with its `valId`, not a share token) carries the friend-help code, loaded in the data stage.
 */
function SavePage() {
  const params = useRouteParams('reportSave')
  const ownValId = params.shareToken ? '' : (params.valId ?? '')
  const [stage, setStage] = useState<SaveImageStage>(SaveImageStage.DATA_LOADING)
  const [image, setImage] = useState('')
  const [failure, setFailure] = useState('')
  const [saved, setSaved] = useState<SaveOutcome | null>(null)
  const started = useRef(false)

  /** A refused album permission leads to the guide that shows how to allow it (the auth-error guide page). */
  const finishSave = (outcome: SaveOutcome, { toast = false } = {}) => {
    setSaved(outcome)
    if (outcome === 'saved' && toast) void Taro.showToast({ title: '已保存', icon: 'success' })
    if (outcome !== 'denied') return
    void Taro.showModal({ title: '无法保存到相册', content: DENIED_TEXT, confirmText: '去开启', cancelText: '暂不' })
      .then((r) => {
        if (r.confirm) void navigateTo('h5AuthErrorGuide')
      })
      .catch(() => undefined)
  }

  const render = useCallback(
    async (r: ReportView, shareUrl: string) => {
      if (started.current) return
      started.current = true
      if (r.status !== ReportStatus.NOT_UNLOCKED && r.status !== ReportStatus.UNLOCKED) {
        setFailure(r.status === ReportStatus.GENERATING ? '报告生成中，完成后再保存' : '估价失败的报告无法保存')
        return
      }
      try {
        // The help code is an extra: without it (unlocked, expired, or the call failed) the card carries the
        // report's share link instead, so the image's 扫码 always has a code to scan.
        const helpCode = ownValId && r.status === ReportStatus.NOT_UNLOCKED ? await loadHelpImageCode(ownValId) : null
        const src = await renderReportImage(r, setStage, cardCode(helpCode, shareUrl))
        setImage(src)
        finishSave(await saveReportImage(src, setStage))
      } catch (e) {
        setFailure(e instanceof Error && e.message ? e.message : '图片生成失败')
      }
    },
    [ownValId],
  )
  const source = useReportSource((r, shareUrl) => void render(r, shareUrl))

  const current = source.error ? null : stage
  return (
    <PageShell>
      <View className='save' data-testid='save-page' data-stage={current ?? ''}>
        {source.error ? (
          <View className='rv-state'>
            <LoadState
              testId='report'
              status='error'
              error={source.error}
              onRetry={() => void source.reload()}
              remedy={source.remedy}
              next='evaluate'
            >
              {() => null}
            </LoadState>
          </View>
        ) : null}
        {failure ? (
          <View className='rv-card rv-col'>
            <Text className='save-fail' data-testid='save-failure'>
              {failure}
            </Text>
          </View>
        ) : null}
        {!source.error && !failure ? (
          <View className='rv-card rv-col' data-testid='save-stages'>
            {saved !== null ? (
              <Text className='save-done' data-testid='save-done'>
                {saved === 'saved' ? '图片已生成' : '图片已生成，保存未完成'}
              </Text>
            ) : null}
            {STAGES.map((s) => (
              <View
                key={s}
                className={`save-stage ${s < stage || saved !== null ? 'save-stage--done' : s === stage ? 'save-stage--now' : ''}`}
                data-testid={`stage-${s}`}
              >
                <Text className='save-stage__dot'>{s < stage || saved !== null ? '✓' : s}</Text>
                <Text>{SAVE_IMAGE_STAGE_TEXT[s]}</Text>
              </View>
            ))}
          </View>
        ) : null}
        {image ? (
          <View className='rv-card rv-col save-result' data-testid='save-result'>
            <Image className='save-image' src={image} mode='aspectFit' showMenuByLongpress data-testid='save-image' />
            <Text className='save-hint'>{saved === 'denied' ? DENIED_TEXT : saved === 'failed' ? '保存失败，请重试' : SAVE_HINT}</Text>
            {saved === 'denied' ? (
              <View className='save-btn' data-testid='save-permission' onClick={() => void navigateTo('h5AuthErrorGuide')}>
                <Text>开启相册权限</Text>
              </View>
            ) : null}
            <View
              className='save-btn'
              data-testid='save-again'
              onClick={() => void saveReportImage(image, setStage).then((outcome) => finishSave(outcome, { toast: true }))}
            >
              <Text>{saved === 'saved' || saved === null ? '下载图片' : '重新保存'}</Text>
            </View>
          </View>
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(SavePage)
