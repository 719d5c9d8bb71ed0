import { Form, Input, Modal, Select } from 'antd'
import { api, ConsoleRule, ROLE_NAMES, ROLES, type Operator, type Role } from '../../api'
import { useApiAction } from '../../hooks/use-api-action'

interface Values {
  name: string
  role: Role
}

/** 新建操作员: a login name and a role; the service answers with the one-time password. */
export function CreateOperatorModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean
  onClose: () => void
  onCreated: (operator: Operator, password: string) => void
}) {
  const [form] = Form.useForm<Values>()
  const { run, pending } = useApiAction()

  const submit = async (values: Values) => {
    const result = await run(() => api.operatorCreate({ name: values.name.trim(), role: values.role }))
    if (!result.ok) return
    form.resetFields()
    onCreated(result.value.operator, result.value.password)
  }

  return (
    <Modal
      title='新建操作员'
      open={open}
      okText='创建'
      cancelText='取消'
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout='vertical' onFinish={(values) => void submit(values)} requiredMark={false} preserve={false}>
        <Form.Item
          name='name'
          label='登录名'
          extra='2-32 位字母、数字、点、横线或下划线'
          rules={[
            { required: true, message: '请输入登录名' },
            { pattern: ConsoleRule.NAME_PATTERN, message: '登录名为 2-32 位字母、数字、点、横线或下划线' },
          ]}
        >
          <Input autoComplete='off' />
        </Form.Item>
        <Form.Item name='role' label='角色' rules={[{ required: true, message: '请选择角色' }]}>
          <Select placeholder='请选择' options={ROLES.map((r) => ({ value: r, label: ROLE_NAMES[r] }))} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
