import { useState } from 'react'
import { Link } from 'react-router'
import { Alert, App, Button, Card, Descriptions, Space, Table, Typography, Upload } from 'antd'
import { InboxOutlined } from '@ant-design/icons'
import type { MarketFileReport, MarketImportData } from '../../../../server/src/contract/console'
import { callEndpoint } from '../../api'
import { formatBeijing, formatFen } from '../../format'
import { useApiAction } from '../../hooks/use-api-action'

/** The service takes at most 5 MB of text; larger files go through `npm run market:import` on a server. */
const MAX_BYTES = 5_000_000

/** The file as UTF-8 text (FileReader: every browser the console supports has it). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('读取文件失败'))
    reader.readAsText(file, 'utf-8')
  })

type Reject = MarketFileReport['rejects'][number]
type GameCount = MarketFileReport['summary']['games'][number]

/**
 * 市场数据 (admin, analyst): a JSONL or CSV market file is checked first (the dry run: how many rows, which lines
 * are rejected and why, the counts per game; nothing written), then imported: the accepted rows only, audited. The
 * games it touched are retrained on the 模型 page.
 */
export function MarketPage() {
  const { message, modal } = App.useApp()
  const { run, pending } = useApiAction()
  const [file, setFile] = useState<{ name: string; text: string } | null>(null)
  const [report, setReport] = useState<MarketFileReport | null>(null)
  const [imported, setImported] = useState<MarketImportData | null>(null)

  const check = async (picked: File) => {
    if (picked.size > MAX_BYTES) {
      void message.error('文件过大（上限 5 MB），请在服务器上用 npm run market:import 导入')
      return
    }
    const text = await readText(picked)
    setFile({ name: picked.name, text })
    setReport(null)
    setImported(null)
    const done = await run(() => callEndpoint('modelMarketCheck', { fileName: picked.name, text }))
    if (done.ok) setReport(done.value)
  }

  const importFile = () => {
    if (!file || !report) return
    modal.confirm({
      title: `导入「${file.name}」？`,
      content: report.rejected
        ? `将导入 ${report.accepted} 行；被拒绝的 ${report.rejected} 行不导入。`
        : `将导入全部 ${report.accepted} 行。`,
      okText: '导入',
      onOk: async () => {
        const done = await run(() => callEndpoint('modelMarketImport', { fileName: file.name, text: file.text }))
        if (done.ok) {
          setImported(done.value)
          void message.success(`已导入 ${done.value.accepted} 行`)
        }
      },
    })
  }

  return (
    <Space direction='vertical' size='middle' style={{ width: '100%' }}>
      <Card title='市场数据' extra={<Typography.Text type='secondary'>先检查，再导入</Typography.Text>}>
        <Upload.Dragger
          accept='.jsonl,.ndjson,.csv'
          multiple={false}
          showUploadList={false}
          disabled={pending}
          beforeUpload={(picked) => {
            void check(picked)
            // The file is read here and sent as text; antd must not upload it by itself.
            return false
          }}
        >
          <p className='ant-upload-drag-icon'>
            <InboxOutlined />
          </p>
          <p className='ant-upload-text'>点击或拖入市场数据文件（.jsonl 或 .csv，至多 5 MB）</p>
          <p className='ant-upload-hint'>上传后先检查并列出被拒绝的行，不会写入；确认后再导入。格式见 docs/market-import-format.md</p>
        </Upload.Dragger>
      </Card>
      {report && file ? (
        <Card
          title={`检查结果：${file.name}`}
          extra={
            <Button type='primary' disabled={!report.accepted || imported !== null} loading={pending} onClick={importFile}>
              {report.rejected ? `导入可导入的 ${report.accepted} 行` : '导入'}
            </Button>
          }
        >
          <Descriptions size='small' column={{ xs: 1, sm: 2, md: 4 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label='格式'>{report.format.toUpperCase()}</Descriptions.Item>
            <Descriptions.Item label='数据行'>{report.rows}</Descriptions.Item>
            <Descriptions.Item label='可导入'>{report.accepted}</Descriptions.Item>
            <Descriptions.Item label='被拒绝'>
              <Typography.Text type={report.rejected ? 'danger' : undefined}>{report.rejected}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          {imported ? (
            <Alert
              type='success'
              showIcon
              style={{ marginBottom: 16 }}
              message={`已导入 ${imported.accepted} 行，涉及 ${imported.summary.games.map((g) => g.name).join('、')}`}
              description={
                <span>
                  模型不会自动更新：请到 <Link to='/models'>模型</Link> 页重新训练这些游戏。
                  {imported.rematched ? `另有 ${imported.rematched} 条意向记录匹配到了在售商品。` : ''}
                </span>
              }
            />
          ) : null}
          {report.rejects.length ? (
            <>
              <Typography.Title level={5}>被拒绝的行</Typography.Title>
              <Table<Reject>
                rowKey={(r, i) => `${r.line}-${r.field ?? ''}-${i}`}
                size='small'
                dataSource={report.rejects}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                scroll={{ x: 'max-content' }}
                columns={[
                  { title: '行号', dataIndex: 'line', width: 80, render: (line: number) => (line ? line : '整个文件') },
                  { title: '字段', dataIndex: 'field', width: 140, render: (f?: string) => f ?? '—' },
                  { title: '原因', dataIndex: 'message' },
                ]}
                style={{ marginBottom: 16 }}
              />
            </>
          ) : null}
          <Typography.Title level={5}>各游戏（可导入的行）</Typography.Title>
          <Table<GameCount>
            rowKey='gameId'
            size='small'
            dataSource={report.summary.games}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: '没有可导入的行' }}
            columns={[
              { title: '游戏', key: 'game', render: (_, g) => `${g.name}（${g.gameId}）` },
              { title: '成交', dataIndex: 'deals' },
              { title: '挂牌', dataIndex: 'listings' },
              {
                title: '时间范围（北京时间）',
                key: 'span',
                render: (_, g) => `${formatBeijing(g.firstAt).slice(0, 10)} ~ ${formatBeijing(g.lastAt).slice(0, 10)}`,
              },
              { title: '成交价中位数', dataIndex: 'medianDealFen', render: (fen: number | null) => formatFen(fen) },
            ]}
          />
        </Card>
      ) : null}
    </Space>
  )
}
