import { Button, Form, Space, type FormInstance } from 'antd'

/** A list's search form ends with 查询 and 重置 (which clears the form and searches again, showing everything). */
export function SearchButtons({ form }: { form: FormInstance | undefined }) {
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
