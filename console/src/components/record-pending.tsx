import { Link } from 'react-router'
import { Result, Skeleton } from 'antd'
import { isApiError } from '../api'

/**
 * What a detail page shows while it has no record: a skeleton as it loads, else why not (404 for the service's
 * 40004, its message) and the way back to the list.
 */
export function RecordPending({ loading, error, back }: { loading: boolean; error: unknown; back: string }) {
  if (loading) return <Skeleton active paragraph={{ rows: 8 }} />
  return (
    <Result
      status={isApiError(error) && error.code === 40004 ? '404' : 'error'}
      title={isApiError(error) ? error.message : '加载失败'}
      extra={<Link to={back}>返回列表</Link>}
    />
  )
}
