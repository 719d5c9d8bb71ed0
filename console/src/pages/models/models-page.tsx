import { useEffect, useState } from 'react'
import { Alert, App, Button, Card, Col, Drawer, Empty, Grid, Row, Space, Table, Tooltip, Typography } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import type { GameModelsView, ModelVersionView } from '../../../../server/src/contract/console'
import { callEndpoint, mayCall } from '../../api'
import { currentOperator } from '../../auth/session'
import { ReasonModal } from '../../components/reason-modal'
import { formatBeijing } from '../../format'
import { useApiAction } from '../../hooks/use-api-action'
import { useEndpointQuery } from '../../hooks/use-endpoint-query'
import { figuresOf, pct, RetrainStateTag, retrainRunning, VersionStatusTag } from './labels'
import { DriftCard, DriftCell } from './drift'
import { VersionFigures } from './version-figures'

/** How often the page reads the progress while a retrain runs. */
const POLL_MS = 1500
const POLL_BACKOFF = 1.5
const POLL_MAX_MS = 15_000

/** Games the page lists: those players can value, and any other that has a trained model. */
const shown = (g: GameModelsView) => g.enabled || (g.champion !== null && g.champion.refusedReason === null)

/** A game's versions over time: the accuracy history (newest first). */
function HistoryDrawer({ game, onClose }: { game: GameModelsView; onClose: () => void }) {
  const history = useEndpointQuery('modelHistory', { gameId: String(game.gameId) })
  return (
    <Drawer title={`${game.name}：模型版本与准确度`} open onClose={onClose} width='min(960px, 100vw)' destroyOnHidden>
      <Table<ModelVersionView>
        rowKey='id'
        size='small'
        loading={history.isLoading}
        dataSource={history.data?.list ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '版本', dataIndex: 'id', render: (id: number) => `#${id}` },
          { title: '状态', dataIndex: 'status', render: (s: ModelVersionView['status']) => <VersionStatusTag status={s} /> },
          { title: '训练时间', dataIndex: 'trainedAt', render: (ms: number) => formatBeijing(ms) },
          { title: '成交', dataIndex: 'deals' },
          { title: 'MdAPE', key: 'mdape', render: (_, v) => pct(figuresOf(v)?.mdape) },
          { title: '≤10%', key: 'w10', render: (_, v) => pct(figuresOf(v)?.within10) },
          { title: '≤20%', key: 'w20', render: (_, v) => pct(figuresOf(v)?.within20) },
          { title: '区间覆盖', key: 'cov', render: (_, v) => pct(figuresOf(v)?.coverage) },
          {
            title: '置信度排序',
            key: 'order',
            render: (_, v) => {
              const f = figuresOf(v)
              return f ? (f.confidenceOrderOk ? '成立' : '不成立') : '—'
            },
          },
          {
            title: '启用',
            key: 'promoted',
            render: (_, v) =>
              v.promotedAt ? (
                <Tooltip title={v.promoteReason}>
                  {formatBeijing(v.promotedAt)} · {v.promotedBy}
                </Tooltip>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Drawer>
  )
}

/**
 * 模型 (admin, analyst; promotion and rollback admin only): per game the champion and its figures, the challengers
 * beside the champion on the same recent window, retrain (one game or all) with its progress, promotion (an override
 * with a reason when the challenger is worse) and rollback to the previous champion, and each game's versions over time.
 */
export function ModelsPage() {
  const { data, isLoading, error, refetch } = useEndpointQuery('modelOverview', {})
  const drift = useEndpointQuery('modelDrift', {})
  const driftOf = new Map((drift.data?.list ?? []).map((s) => [s.gameId, s]))
  const { message, modal } = App.useApp()
  const { run, pending } = useApiAction()
  const role = currentOperator()?.role
  const mayPromote = mayCall(role, 'modelPromote')
  const mayRollback = mayCall(role, 'modelRollback')
  // On a phone the table scrolls sideways as a whole; a column kept in view would leave no room for the rest.
  const { md } = Grid.useBreakpoint()
  const [history, setHistory] = useState<GameModelsView | null>(null)
  const [override, setOverride] = useState<ModelVersionView | null>(null)
  const [rollback, setRollback] = useState<GameModelsView | null>(null)
  const games = (data?.list ?? []).filter(shown)
  const running = games.some((g) => retrainRunning(g.lastRetrain))

  // While a retrain runs, read the progress again, waiting longer each time (a run whose job died stays "training"
  // until it is retried: the page must not ask every 1.5 s for ever); it stops when every game is done or failed.
  useEffect(() => {
    if (!running) return
    let wait = POLL_MS
    let timer: ReturnType<typeof setTimeout>
    const next = () => {
      timer = setTimeout(() => {
        void refetch()
        wait = Math.min(wait * POLL_BACKOFF, POLL_MAX_MS)
        next()
      }, wait)
    }
    next()
    return () => clearTimeout(timer)
  }, [running, refetch])

  const checkDrift = async () => {
    const done = await run(() => callEndpoint('modelDriftCheck', { gameIds: [] }))
    if (done.ok) {
      const flagged = done.value.list.filter((s) => s.status === 'drift').length
      void message.success(flagged ? `检查完成：${flagged} 个游戏漂移，已排队重新训练` : '检查完成：没有游戏漂移')
      drift.replace(done.value)
      await refetch()
    }
  }

  const retrain = async (gameIds: number[]) => {
    const done = await run(() => callEndpoint('modelRetrain', { gameIds }))
    if (done.ok) {
      void message.success(gameIds.length ? '已开始训练' : '已开始训练全部游戏')
      await refetch()
    }
  }

  const promote = async (v: ModelVersionView, reason?: string): Promise<boolean> => {
    const done = await run(() => callEndpoint('modelPromote', { versionId: v.id, ...(reason ? { reason } : {}) }))
    if (done.ok) {
      void message.success(`版本 #${v.id} 已启用，各服务一分钟内生效`)
      await refetch()
    }
    return done.ok
  }

  const askPromote = (v: ModelVersionView) => {
    if (v.backtest?.verdict.notWorse) {
      modal.confirm({ title: `启用版本 #${v.id}？`, content: '新的估价报告将使用这个版本。', okText: '启用', onOk: () => promote(v) })
    } else setOverride(v)
  }

  const doRollback = async (reason: string): Promise<boolean> => {
    if (!rollback) return false
    const done = await run(() => callEndpoint('modelRollback', { gameId: rollback.gameId, reason }))
    if (done.ok) {
      void message.success(`已回滚到版本 #${done.value.id}，各服务一分钟内生效`)
      await refetch()
    }
    return done.ok
  }

  const tolerance = data?.tolerance
  return (
    <Space direction='vertical' size='middle' style={{ width: '100%' }}>
      <Card
        title='模型'
        extra={
          <Space wrap>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                void refetch()
                void drift.refetch()
              }}
            >
              刷新
            </Button>
            <Button loading={pending} onClick={() => void checkDrift()}>
              检查漂移
            </Button>
            <Button type='primary' loading={pending} disabled={running} onClick={() => void retrain([])}>
              全部重新训练
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph type='secondary' style={{ marginBottom: 0 }}>
          重新训练得到候选版本，与现用版本在同一近期窗口（最近两成成交）上回测；
          {tolerance
            ? `MdAPE 不高于现用版本 ${(tolerance.mdape * 100).toFixed(1)} 个百分点以上、区间覆盖率不低于现用版本 ${(tolerance.coverage * 100).toFixed(0)} 个百分点以上、置信度排序仍成立时自动启用，`
            : ''}
          否则留作候选，管理员可填写原因后强制启用。时间均为北京时间。
        </Typography.Paragraph>
        {drift.data ? (
          <Typography.Paragraph type='secondary' style={{ marginBottom: 0, marginTop: 8 }}>
            漂移监测：每 {drift.data.everyMinutes} 分钟用近 {drift.data.windowDays} 天的成交（至少 {drift.data.minDeals}{' '}
            笔）检验现用版本的估价——偏差、MdAPE 和价格指数变动超过限值即为漂移，自动排队重新训练（同一游戏同时只训练一次，24
            小时内不重复）。
          </Typography.Paragraph>
        ) : null}
      </Card>
      {error ? <Alert type='error' showIcon message={error.message} /> : null}
      <Card>
        <Table<GameModelsView>
          rowKey='gameId'
          loading={isLoading}
          dataSource={games}
          pagination={false}
          scroll={{ x: 'max-content' }}
          expandable={{
            rowExpandable: (g) => g.challengers.length > 0 || g.champion?.backtest != null || driftOf.has(g.gameId),
            expandedRowRender: (g) => (
              <Row gutter={[16, 16]}>
                <DriftCard state={driftOf.get(g.gameId)} game={g} minDeals={drift.data?.minDeals ?? 0} />
                {g.challengers.map((v) => (
                  <Col xs={24} xl={12} key={v.id}>
                    <Card
                      size='small'
                      title={`候选 #${v.id} · 训练于 ${formatBeijing(v.trainedAt)} · 成交 ${v.deals}`}
                      extra={
                        mayPromote ? (
                          <Button size='small' type='primary' ghost={!v.backtest?.verdict.notWorse} onClick={() => askPromote(v)}>
                            {v.backtest?.verdict.notWorse ? '启用' : '强制启用'}
                          </Button>
                        ) : null
                      }
                    >
                      {v.refusedReason ? (
                        <Alert type='info' showIcon message={`未训练：${v.refusedReason}`} />
                      ) : (
                        <VersionFigures version={v} />
                      )}
                    </Card>
                  </Col>
                ))}
                {g.champion?.backtest ? (
                  <Col xs={24} xl={12}>
                    <Card size='small' title={`现用 #${g.champion.id} 上线时的回测`}>
                      <VersionFigures version={g.champion} />
                    </Card>
                  </Col>
                ) : null}
              </Row>
            ),
          }}
          columns={[
            { title: '游戏', key: 'game', render: (_, g) => `${g.name}（${g.gameId}）` },
            {
              title: '现用版本',
              key: 'champion',
              render: (_, g) =>
                g.champion ? (
                  <Space direction='vertical' size={0}>
                    <span>
                      #{g.champion.id} · 成交 {g.champion.deals}
                    </span>
                    <Typography.Text type='secondary'>{formatBeijing(g.champion.trainedAt)}</Typography.Text>
                  </Space>
                ) : (
                  <Typography.Text type='secondary'>无</Typography.Text>
                ),
            },
            { title: '回测 MdAPE', key: 'mdape', render: (_, g) => pct(figuresOf(g.champion)?.mdape) },
            { title: '回测区间覆盖', key: 'coverage', render: (_, g) => pct(figuresOf(g.champion)?.coverage) },
            {
              title: '置信度排序',
              key: 'order',
              render: (_, g) => {
                const f = figuresOf(g.champion)
                return f ? f.confidenceOrderOk ? '成立' : <Typography.Text type='danger'>不成立</Typography.Text> : '—'
              },
            },
            {
              title: '候选',
              key: 'challengers',
              render: (_, g) => (g.challengers.length ? `${g.challengers.length} 个` : '—'),
            },
            {
              title: '最近训练',
              key: 'retrain',
              render: (_, g) =>
                g.lastRetrain ? (
                  <Tooltip title={g.lastRetrain.note}>
                    <Space size={4}>
                      <RetrainStateTag state={g.lastRetrain.state} />
                      <Typography.Text type='secondary'>{formatBeijing(g.lastRetrain.updatedAt)}</Typography.Text>
                    </Space>
                  </Tooltip>
                ) : (
                  '—'
                ),
            },
            { title: '漂移', key: 'drift', render: (_, g) => <DriftCell state={driftOf.get(g.gameId)} /> },
            {
              title: '操作',
              key: 'actions',
              fixed: md ? 'right' : undefined,
              render: (_, g) => (
                <Space size={0} wrap>
                  <Button type='link' size='small' disabled={retrainRunning(g.lastRetrain)} onClick={() => void retrain([g.gameId])}>
                    重新训练
                  </Button>
                  <Button type='link' size='small' onClick={() => setHistory(g)}>
                    历史
                  </Button>
                  {mayRollback ? (
                    <Button type='link' size='small' danger disabled={!g.canRollback} onClick={() => setRollback(g)}>
                      回滚
                    </Button>
                  ) : null}
                </Space>
              ),
            },
          ]}
          locale={{ emptyText: <Empty description='还没有模型' /> }}
        />
      </Card>
      {history ? <HistoryDrawer game={history} onClose={() => setHistory(null)} /> : null}
      <ReasonModal
        open={override !== null}
        title={`强制启用版本 #${override?.id ?? ''}`}
        label='强制启用的原因'
        okText='强制启用'
        danger
        pending={pending}
        onSubmit={(reason) => (override ? promote(override, reason) : Promise.resolve(false))}
        onClose={() => setOverride(null)}
      >
        <Alert
          type='warning'
          showIcon
          style={{ marginBottom: 16 }}
          message='这个版本比当时的现用版本差'
          description={override?.backtest?.verdict.reasons.join('；') || '没有可比较的回测指标'}
        />
      </ReasonModal>
      <ReasonModal
        open={rollback !== null}
        title={`回滚 ${rollback?.name ?? ''} 的模型`}
        label='回滚原因'
        okText='回滚'
        danger
        pending={pending}
        onSubmit={doRollback}
        onClose={() => setRollback(null)}
      >
        <Typography.Paragraph>恢复上一个现用版本；当前版本标记为已回滚，各服务一分钟内生效。</Typography.Paragraph>
      </ReasonModal>
    </Space>
  )
}
