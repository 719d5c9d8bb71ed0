import { Link } from 'react-router'
import { Button, Result } from 'antd'

export function NoPermission() {
  return (
    <Result
      status='403'
      title='没有权限'
      subTitle='你的角色不能访问此页面，如需使用请联系管理员。'
      extra={
        <Link to='/'>
          <Button type='primary'>返回首页</Button>
        </Link>
      }
    />
  )
}

export function NotFound() {
  return (
    <Result
      status='404'
      title='页面不存在'
      extra={
        <Link to='/'>
          <Button type='primary'>返回首页</Button>
        </Link>
      }
    />
  )
}
