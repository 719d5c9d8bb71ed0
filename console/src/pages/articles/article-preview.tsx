import { useEffect, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Alert, Empty, Spin, Tag } from 'antd'
import { callEndpoint, isApiError } from '../../api'
import './article-preview.css'

/** How long the body must rest before it is sent for a preview: one call per pause, not per key. */
export const PREVIEW_DELAY_MS = 400

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

interface Props {
  title: string
  categoryName: string
  cover: string
  body: string
}

/**
 * The article as players will see it: title, category, cover, and the body rendered by the service (the player
 * API's own Markdown renderer and sanitiser, so what shows here is exactly its output, never a second renderer's).
 */
export function ArticlePreview({ title, categoryName, cover, body }: Props) {
  const settled = useSettled(body, PREVIEW_DELAY_MS)
  const preview = useQuery({
    queryKey: ['console', 'articlePreview', settled],
    queryFn: () => callEndpoint('articlePreview', { body: settled }),
    enabled: settled.trim() !== '',
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  })
  const html = settled.trim() === '' ? '' : preview.data?.html

  return (
    <div className='article-preview' aria-label='预览'>
      <div className='article-preview__title'>{title.trim() || '（未填写标题）'}</div>
      <div className='article-preview__meta'>{categoryName && <Tag color='blue'>{categoryName}</Tag>}</div>
      {cover.startsWith('https://') && <img className='article-preview__cover' src={cover} alt='封面' />}
      {preview.error ? (
        <Alert
          style={{ marginTop: 12 }}
          type='warning'
          showIcon
          message={isApiError(preview.error) ? preview.error.message : '预览失败，请稍后重试'}
        />
      ) : html ? (
        <Spin spinning={preview.isFetching} delay={300}>
          {/* The service's sanitised output: markdown-it with raw HTML off and only http(s) or relative links. */}
          <div className='article-preview__body' data-testid='article-preview-body' dangerouslySetInnerHTML={{ __html: html }} />
        </Spin>
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={preview.isFetching ? '正在生成预览…' : '在左侧输入正文，这里显示用户看到的效果'}
        />
      )}
    </div>
  )
}
