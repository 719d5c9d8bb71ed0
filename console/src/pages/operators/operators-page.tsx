import { useState } from 'react'
import { useGetIdentity, useInvalidate } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { App, Button, Card, Popconfirm, Select, Space, Table, Tag } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { api, ROLE_NAMES, ROLES, type Operator, type Role, type SessionOperator } from '../../api'
import { formatTime } from '../../format'
import { useApiAction } from '../../hooks/use-api-action'
import { CreateOperatorModal } from './create-operator-modal'
import { OneTimePasswordModal, type OneTimePassword } from './one-time-password-modal'

const roleOptions = ROLES.map((r) => ({ value: r, label: ROLE_NAMES[r] }))

/**
 * 操作员 (admins only): the accounts, a new one (its one-time password shown once), role changes, disabling
 * (which ends that operator's sessions), password and TOTP resets. An admin cannot disable or demote themself here,
 * so the console never loses its last way in by a slip.
 */
export function OperatorsPage() {
  const { modal, message } = App.useApp()
  const { data: me } = useGetIdentity<SessionOperator>()
  const invalidate = useInvalidate()
  const { run } = useApiAction()
  const [creating, setCreating] = useState(false)
  const [shownPassword, setShownPassword] = useState<OneTimePassword | null>(null)
  const { tableProps } = useTable<Operator>({ resource: 'operators', pagination: { mode: 'off' }, syncWithLocation: false })

  const refresh = () => invalidate({ resource: 'operators', invalidates: ['list'] })

  const changeRole = (operator: Operator, role: Role) => {
    modal.confirm({
      title: '修改角色',
      content: `确定将 ${operator.name} 的角色从「${ROLE_NAMES[operator.role]}」改为「${ROLE_NAMES[role]}」吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        const result = await run(() => api.operatorUpdate({ id: operator.id, role }))
        if (result.ok) void message.success('角色已修改')
        await refresh()
      },
    })
  }

  const setDisabled = async (operator: Operator, disabled: boolean) => {
    const result = await run(() => api.operatorUpdate({ id: operator.id, disabled }))
    if (result.ok) void message.success(disabled ? `已停用 ${operator.name}，其登录已全部失效` : `已启用 ${operator.name}`)
    await refresh()
  }

  const resetPassword = async (operator: Operator) => {
    const result = await run(() => api.operatorResetPassword(operator.id))
    if (result.ok) setShownPassword({ name: operator.name, password: result.value.password, reason: 'reset' })
  }

  const resetTotp = async (operator: Operator) => {
    const result = await run(() => api.operatorResetTotp(operator.id))
    if (result.ok) void message.success(`已重置 ${operator.name} 的动态验证码，其下次登录需重新设置`)
    await refresh()
  }

  return (
    <Card
      title='操作员'
      extra={
        <Button type='primary' icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建操作员
        </Button>
      }
    >
      <Table<Operator> {...tableProps} rowKey='id' scroll={{ x: 'max-content' }}>
        <Table.Column<Operator> dataIndex='name' title='登录名' />
        <Table.Column<Operator>
          dataIndex='role'
          title='角色'
          render={(role: Role, operator) => (
            <Select
              aria-label={`${operator.name} 的角色`}
              value={role}
              options={roleOptions}
              style={{ width: 100 }}
              disabled={operator.id === me?.id}
              onChange={(next: Role) => changeRole(operator, next)}
            />
          )}
        />
        <Table.Column<Operator>
          dataIndex='disabled'
          title='状态'
          render={(disabled: boolean) => (disabled ? <Tag color='red'>已停用</Tag> : <Tag color='green'>正常</Tag>)}
        />
        <Table.Column<Operator> dataIndex='totpEnabled' title='动态验证码' render={(on: boolean) => (on ? '已开启' : '未开启')} />
        <Table.Column<Operator> dataIndex='lastLoginAt' title='最近登录' render={(at: number | null) => formatTime(at)} />
        <Table.Column<Operator> dataIndex='createdAt' title='创建时间' render={(at: number) => formatTime(at)} />
        <Table.Column<Operator>
          title='操作'
          key='actions'
          render={(_, operator) => (
            <Space size={0} wrap>
              {operator.id !== me?.id &&
                (operator.disabled ? (
                  <Button type='link' size='small' onClick={() => void setDisabled(operator, false)}>
                    启用
                  </Button>
                ) : (
                  <Popconfirm
                    title={`停用 ${operator.name}？`}
                    description='停用后其所有登录立即失效'
                    okText='停用'
                    cancelText='取消'
                    onConfirm={() => void setDisabled(operator, true)}
                  >
                    <Button type='link' size='small' danger>
                      停用
                    </Button>
                  </Popconfirm>
                ))}
              <Popconfirm
                title={`重置 ${operator.name} 的密码？`}
                description='将生成新的一次性密码，原密码立即失效'
                okText='重置'
                cancelText='取消'
                onConfirm={() => void resetPassword(operator)}
              >
                <Button type='link' size='small'>
                  重置密码
                </Button>
              </Popconfirm>
              <Popconfirm
                title={`重置 ${operator.name} 的动态验证码？`}
                description='其下次登录需重新绑定验证器'
                okText='重置'
                cancelText='取消'
                onConfirm={() => void resetTotp(operator)}
              >
                <Button type='link' size='small'>
                  重置动态验证码
                </Button>
              </Popconfirm>
            </Space>
          )}
        />
      </Table>
      <CreateOperatorModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(operator, password) => {
          setCreating(false)
          setShownPassword({ name: operator.name, password, reason: 'create' })
          void refresh()
        }}
      />
      <OneTimePasswordModal value={shownPassword} onClose={() => setShownPassword(null)} />
    </Card>
  )
}
