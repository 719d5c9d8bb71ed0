import { useState } from 'react'
import type { CrudFilters } from '@refinedev/core'
import { useInvalidate } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { App, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Table, Tag, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import type { CouponLedgerKind, CouponLedgerRow, CouponState } from '../../../../server/src/contract/console'
import { CouponGrantLimit } from '../../../../server/src/contract/values/coupons'
import { callEndpoint } from '../../api'
import { PlayerCell } from '../../components/player-cell'
import { SearchActions } from '../../components/search-actions'
import { beijingDaySpan, formatChinaTime } from '../../format'
import { useApiAction } from '../../hooks/use-api-action'
import { COUPON_STATES, LEDGER_KINDS, sourceLabel } from './labels'

interface Search {
  player?: string
  couponId?: number | null
  kind?: CouponLedgerKind
  range?: [Dayjs | null, Dayjs | null] | null
}

/** The search form as list filters: the dates are whole Beijing days. */
export function ledgerSearchFilters({ player, couponId, kind, range }: Search): CrudFilters {
  const { from, to } = beijingDaySpan(range)
  return [
    { field: 'player', operator: 'eq', value: player?.trim() || undefined },
    { field: 'couponId', operator: 'eq', value: couponId ?? undefined },
    { field: 'kind', operator: 'eq', value: kind },
    { field: 'at', operator: 'gte', value: from },
    { field: 'at', operator: 'lt', value: to },
  ]
}

const kindOptions = Object.entries(LEDGER_KINDS).map(([value, { label }]) => ({ value, label }))

/** Takes back one unused coupon, with a reason. */
function RevokeModal({ row, onClose, onDone }: { row: CouponLedgerRow | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ reason: string }>()
  const { message } = App.useApp()
  const { run, pending } = useApiAction()
  const submit = async ({ reason }: { reason: string }) => {
    if (!row) return
    const done = await run(() => callEndpoint('couponRevoke', { couponId: row.couponId, reason: reason.trim() }))
    if (!done.ok) return
    void message.success(`已撤销券 ${row.couponId}`)
    onDone()
  }
  return (
    <Modal
      title={row ? `撤销券 ${row.couponId}` : ''}
      open={row !== null}
      okText='撤销'
      okButtonProps={{ danger: true }}
      cancelText='取消'
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {row && (
        <Typography.Paragraph type='secondary'>
          玩家 {row.player.uid}（{row.player.phone || '未绑定手机号'}）的这张券将立即失效，不会再出现在其券使用记录中。已使用的券不能撤销。
        </Typography.Paragraph>
      )}
      <Form form={form} layout='vertical' onFinish={(v) => void submit(v)} requiredMark={false} preserve={false}>
        <Form.Item name='reason' label='撤销原因' rules={[{ required: true, whitespace: true, message: '请填写撤销原因' }]}>
          <Input.TextArea rows={3} maxLength={CouponGrantLimit.REVOKE_REASON_MAX} showCount placeholder='如：误发，重复补偿' />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/**
 * 台账: every coupon's grant, spend, revoke and expiry, newest first, with who and why, filtered by player (phone or
 * uid), coupon, kind and Beijing date; 撤销 on a grant whose coupon is still unused.
 */
export function LedgerPanel() {
  const invalidate = useInvalidate()
  const [revoking, setRevoking] = useState<CouponLedgerRow | null>(null)
  const { tableProps, searchFormProps } = useTable<CouponLedgerRow, { message: string; statusCode: number }, Search>({
    resource: 'couponLedger',
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    syncWithLocation: false,
    onSearch: ledgerSearchFilters,
  })

  return (
    <Space direction='vertical' size='middle' style={{ width: '100%' }}>
      <Form {...searchFormProps} layout='inline' style={{ rowGap: 12 }}>
        <Form.Item name='player' label='用户'>
          <Input allowClear placeholder='手机号或 uid' style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name='couponId' label='券 ID'>
          <InputNumber min={1} precision={0} controls={false} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name='kind' label='类型'>
          <Select allowClear placeholder='全部' options={kindOptions} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name='range' label='日期'>
          <DatePicker.RangePicker style={{ width: 250 }} />
        </Form.Item>
        <SearchActions form={searchFormProps.form} />
      </Form>
      <Table<CouponLedgerRow> {...tableProps} rowKey={(r) => `${r.kind}:${r.couponId}`} scroll={{ x: 'max-content' }} size='middle'>
        <Table.Column<CouponLedgerRow> dataIndex='at' title='时间（北京）' render={(at: number) => formatChinaTime(at)} />
        <Table.Column<CouponLedgerRow>
          dataIndex='kind'
          title='类型'
          render={(kind: CouponLedgerKind) => <Tag color={LEDGER_KINDS[kind].color}>{LEDGER_KINDS[kind].label}</Tag>}
        />
        <Table.Column<CouponLedgerRow> dataIndex='couponId' title='券 ID' />
        <Table.Column<CouponLedgerRow>
          dataIndex='player'
          title='用户'
          render={(p: CouponLedgerRow['player']) => <PlayerCell player={p} />}
        />
        <Table.Column<CouponLedgerRow> dataIndex='source' title='来源' render={(s: string) => sourceLabel(s)} />
        <Table.Column<CouponLedgerRow> dataIndex='actor' title='操作人' />
        <Table.Column<CouponLedgerRow>
          dataIndex='reason'
          title='原因'
          render={(reason: string, r) => (
            <Typography.Text style={{ maxWidth: 240 }} ellipsis={{ tooltip: reason }}>
              {r.kind === 'spend' && r.reportId ? `${reason}（${r.reportId}）` : reason || '—'}
            </Typography.Text>
          )}
        />
        <Table.Column<CouponLedgerRow>
          dataIndex='state'
          title='券当前状态'
          render={(state: CouponState) => <Tag color={COUPON_STATES[state].color}>{COUPON_STATES[state].label}</Tag>}
        />
        <Table.Column<CouponLedgerRow>
          key='actions'
          title='操作'
          render={(_, r) =>
            r.kind === 'grant' && r.state === 'usable' ? (
              <Button type='link' size='small' danger onClick={() => setRevoking(r)}>
                撤销
              </Button>
            ) : null
          }
        />
      </Table>
      <RevokeModal
        row={revoking}
        onClose={() => setRevoking(null)}
        onDone={() => {
          setRevoking(null)
          void invalidate({ resource: 'couponLedger', invalidates: ['list'] })
        }}
      />
    </Space>
  )
}
