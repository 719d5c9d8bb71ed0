import { useEffect, useMemo, useState } from 'react'
import { Alert, App, Button, Card, Col, Row, Space, Table, Tag, Typography } from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons'
import type { ConsoleBanner } from '../../../../server/src/contract/console'
import { callEndpoint } from '../../api'
import { useApiAction } from '../../hooks/use-api-action'
import { useEndpointQuery } from '../../hooks/use-endpoint-query'
import { BannerDrawer } from './banner-drawer'
import { HomeSwiperPreview, PREVIEW_WIDTH } from './home-swiper-preview'
import { STATE_TAGS, jumpText, periodText } from './labels'

const sameOrder = (a: readonly ConsoleBanner[], b: readonly ConsoleBanner[]) => a.length === b.length && a.every((x, i) => x.id === b[i].id)

/**
 * 首页横幅 (admin, operations): every banner in display order with its state, where it leads and when it shows; 新建
 * and 编辑 in a drawer with a live preview; 停用 / 启用; the order moved with the arrows and saved at once for all. Beside
 * the list, the player's home swiper as it is now (the live banners).
 */
export function BannersPage() {
  const { data, isLoading, error, replace } = useEndpointQuery('contentBanners', {})
  const { modal, message } = App.useApp()
  const { run, pending } = useApiAction()
  const saved = useMemo(() => data?.list ?? [], [data])
  const [order, setOrder] = useState<ConsoleBanner[]>([])
  const [editing, setEditing] = useState<{ banner: ConsoleBanner | null } | null>(null)

  // A fresh answer (a save, a reload) replaces any unsaved moves.
  useEffect(() => setOrder(saved), [saved])
  const moved = !sameOrder(order, saved)

  const reload = async () => {
    const fresh = await run(() => callEndpoint('contentBanners'))
    if (fresh.ok) replace(fresh.value)
  }

  const move = (index: number, by: -1 | 1) => {
    const next = [...order]
    const [item] = next.splice(index, 1)
    next.splice(index + by, 0, item)
    setOrder(next)
  }

  const saveOrder = async () => {
    const done = await run(() => callEndpoint('contentBannerReorder', { ids: order.map((b) => b.id) }))
    if (done.ok) {
      replace(done.value)
      void message.success('顺序已保存，首页 30 秒内更新')
    } else await reload()
  }

  const setEnabled = (b: ConsoleBanner, enabled: boolean) => {
    const act = async () => {
      const { id, updatedAt, title, desc, image, colors, jumpType, jumpPage, target, body, action, startAt, endAt, sort } = b
      const done = await run(() =>
        enabled
          ? callEndpoint('contentBannerUpdate', {
              ...{ id, updatedAt, title, desc, image, colors, jumpType, jumpPage, target, body, action, startAt, endAt, sort },
              enabled: true,
            })
          : callEndpoint('contentBannerDisable', { id }),
      )
      if (done.ok) void message.success(enabled ? `已启用「${b.title}」` : `已停用「${b.title}」`)
      await reload()
    }
    if (enabled) void act()
    else
      modal.confirm({
        title: `停用「${b.title}」？`,
        content: '停用后首页和落地页 30 秒内不再展示，之后可以再启用。',
        okText: '停用',
        okButtonProps: { danger: true },
        onOk: act,
      })
  }

  const live = saved.filter((b) => b.state === 'live')

  return (
    <Card
      title='首页横幅'
      extra={
        <Space wrap>
          {moved ? (
            <>
              <Button onClick={() => setOrder(saved)}>还原顺序</Button>
              <Button type='primary' ghost loading={pending} onClick={() => void saveOrder()}>
                保存顺序
              </Button>
            </>
          ) : null}
          <Button type='primary' icon={<PlusOutlined />} onClick={() => setEditing({ banner: null })}>
            新建横幅
          </Button>
        </Space>
      }
    >
      {error ? <Alert type='error' showIcon message={error.message} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={[24, 24]}>
        <Col xs={24} xxl={15}>
          <Table<ConsoleBanner>
            rowKey='id'
            size='middle'
            loading={isLoading}
            dataSource={order}
            pagination={false}
            scroll={{ x: 860 }}
            columns={[
              {
                title: '顺序',
                width: 88,
                render: (_, b, i) => (
                  <Space size={0}>
                    <Button
                      type='text'
                      size='small'
                      aria-label={`上移 ${b.title}`}
                      icon={<ArrowUpOutlined />}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    />
                    <Button
                      type='text'
                      size='small'
                      aria-label={`下移 ${b.title}`}
                      icon={<ArrowDownOutlined />}
                      disabled={i === order.length - 1}
                      onClick={() => move(i, 1)}
                    />
                  </Space>
                ),
              },
              {
                title: '横幅',
                render: (_, b) => (
                  <Space direction='vertical' size={0}>
                    <Typography.Text strong>
                      #{b.id} {b.title}
                    </Typography.Text>
                    {b.desc ? <Typography.Text type='secondary'>{b.desc}</Typography.Text> : null}
                  </Space>
                ),
              },
              {
                title: '状态',
                width: 90,
                render: (_, b) => <Tag color={STATE_TAGS[b.state].color}>{STATE_TAGS[b.state].label}</Tag>,
              },
              {
                title: '点击后',
                width: 220,
                render: (_, b) => <Typography.Text ellipsis={{ tooltip: true }}>{jumpText(b)}</Typography.Text>,
              },
              { title: '展示时间', width: 190, render: (_, b) => periodText(b) },
              {
                title: '操作',
                width: 120,
                fixed: 'right',
                render: (_, b) => (
                  <Space size={4}>
                    <Button type='link' size='small' onClick={() => setEditing({ banner: b })}>
                      编辑
                    </Button>
                    {b.enabled ? (
                      <Button type='link' size='small' danger onClick={() => setEnabled(b, false)}>
                        停用
                      </Button>
                    ) : (
                      <Button type='link' size='small' onClick={() => setEnabled(b, true)}>
                        启用
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </Col>
        <Col xs={24} xxl={9}>
          <Typography.Text type='secondary' style={{ display: 'block', marginBottom: 8 }}>
            玩家首页现在的轮播（{PREVIEW_WIDTH}px 宽，{live.length} 张展示中）
          </Typography.Text>
          <HomeSwiperPreview banners={live.map((b) => ({ key: b.id, ...b }))} />
        </Col>
      </Row>
      <BannerDrawer
        banner={editing?.banner ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          void reload()
        }}
      />
    </Card>
  )
}
