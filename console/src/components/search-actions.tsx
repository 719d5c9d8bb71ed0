import { Button, Form, Space, type FormInstance } from 'antd'

/** 查询 and 重置 of a list's search form: 重置 empties the form and searches again, so the list shows everything. */
export function SearchActions({ form }: { form: FormInstance | undefined }) {
  return (
    <Form.Item>
      <Space>
        <Button type='primary' htmlType='submit'>
          查询
        </Button>
        <Button
          onClick={() => {
            form?.resetFields()
            form?.submit()
          }}
        >
          重置
        </Button>
      </Space>
    </Form.Item>
  )
}
