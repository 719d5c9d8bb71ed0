import { useEffect } from 'react'
import { View, Text, Input, Textarea } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { AccountInput } from '@/features/account-input'
import { Actions, Card, FieldError, SubmitButton } from '@/components/form-card'
import { routeUrl } from '@/constants/routes'
import { homeStore } from '@/stores/home'
import { formatDate } from '@/utils/time'
import { formatYuanRange } from '@/utils/money'
import { AI_TONES, AiText, aiCreateStore, type AiDraft } from './store'
import { useRouteParams } from '@/router/params'
import './ai-create.scss'

const TONE_HINT = { 简洁: '短小精炼，一眼看完', 详细: '分段写清资产、安全与风险', 活泼: '口语化，更有感染力' } as const

const TonePicker = observer(function TonePicker() {
  const s = aiCreateStore
  return (
    <View className='aic-tones'>
      {AI_TONES.map((t) => (
        <View
          key={t}
          className={`aic-tone${s.tone === t ? ' aic-tone--on' : ''}`}
          data-testid={`ai-tone-${t}`}
          onClick={() => s.setTone(t)}
        >
          <Text className='aic-tone__name'>{t}</Text>
          <Text className='aic-tone__hint'>{TONE_HINT[t]}</Text>
        </View>
      ))}
    </View>
  )
})

const Recent = observer(function Recent() {
  const s = aiCreateStore
  if (!s.recent.length) return null
  return (
    <Card title='最近生成' sub='保存在本机，退出登录后清除' testId='ai-recent'>
      {s.recent.map((r) => (
        <View key={r.id} className='aic-recent' data-testid={`ai-recent-${r.id}`} onClick={() => s.restore(r.id)}>
          <Text className='aic-recent__title'>{r.title}</Text>
          <Text className='aic-recent__meta'>
            {r.data.gameName} · {r.data.tone} · {formatDate(r.createdAt)}
          </Text>
        </View>
      ))}
    </Card>
  )
})

const Form = observer(function Form() {
  const s = aiCreateStore
  return (
    <>
      <Card title='选择账号' sub='用你的估价报告，或填写账号属性'>
        <AccountInput state={s.account} loginFrom={routeUrl('aiCreating')} />
      </Card>
      <Card title='文案语气'>
        <TonePicker />
      </Card>
      <SubmitButton text='生成文案' busyText='生成中...' busy={s.result.loading} testId='ai-generate' onClick={() => void s.generate()} />
      <Text className='aic-foot'>只有已解锁的估价报告会给出建议价格区间</Text>
      <Recent />
    </>
  )
})

/** A growing text area whose input edits one field of the draft. */
function EditArea(props: { className: string; value: string; max: number; field: 'points' | 'description'; testId: string }) {
  return (
    <Textarea
      className={props.className}
      value={props.value}
      maxlength={props.max}
      autoHeight
      data-testid={props.testId}
      onInput={(e) => {
        if (typeof e.detail?.value === 'string') aiCreateStore.edit(props.field, e.detail.value)
      }}
    />
  )
}

const Editor = observer(function Editor({ d }: { d: AiDraft }) {
  const s = aiCreateStore
  const busy = s.result.loading
  return (
    <View data-testid='ai-result'>
      <View className='aic-label' data-testid='ai-label'>
        <Text className='aic-label__tag'>AI</Text>
        <Text>{AiText.LABEL}</Text>
        <Text className='aic-label__game'>
          {d.data.gameName} · {d.data.tone}
        </Text>
      </View>
      <Card title='标题'>
        <Input
          className='aic-input'
          value={d.title}
          maxlength={60}
          data-testid='ai-title'
          onInput={(e) => s.edit('title', e.detail.value)}
        />
      </Card>
      <Card title='卖点' sub='每行一条，可直接修改'>
        <EditArea className='aic-textarea aic-textarea--points' value={d.points} max={600} field='points' testId='ai-points' />
      </Card>
      <Card title='商品描述'>
        <EditArea className='aic-textarea' value={d.description} max={2000} field='description' testId='ai-description' />
      </Card>
      {d.data.priceRange ? (
        <Card title='建议挂牌价' sub='来自已解锁估价报告的 80% 区间' testId='ai-price'>
          <Text className='aic-price' data-testid='ai-price-range'>
            {formatYuanRange(d.data.priceRange.lowFen, d.data.priceRange.highFen)}
          </Text>
        </Card>
      ) : (
        <Text className='aic-foot' data-testid='ai-no-price'>
          {d.data.valId ? '解锁估价报告后可获得建议价格区间' : '用已解锁的估价报告生成，可获得建议价格区间'}
        </Text>
      )}
      <Card title='换个语气' testId='ai-tone-card'>
        <TonePicker />
      </Card>
      <FieldError text={s.result.status === 'error' ? s.result.errorText : ''} testId='ai-error' />
      <SubmitButton text='复制文案' busyText='复制文案' busy={false} testId='ai-copy' onClick={() => void s.copy()} />
      <Actions
        items={[
          { text: busy ? '生成中...' : '重新生成', testId: 'ai-regenerate', onClick: () => !busy && void s.regenerate() },
          { text: '换个账号', testId: 'ai-again', onClick: () => s.again() },
        ]}
      />
      <Recent />
    </View>
  )
})

function AiCreatePage() {
  const params = useRouteParams('aiCreating')
  useEffect(() => {
    aiCreateStore.open(params.valId || undefined)
    void homeStore.ensureLoaded()
  }, [params.valId])
  const d = aiCreateStore.draft
  return (
    <PageShell>
      <View className='aic'>{d ? <Editor d={d} /> : <Form />}</View>
    </PageShell>
  )
}

export default observer(AiCreatePage)
