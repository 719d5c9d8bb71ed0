import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { diffRows } from '../src/components/json-diff'
import { auditFilters } from '../src/data-provider'
import { auditSearchFilters } from '../src/pages/audit/audit-page'
import { MockConsoleApi } from './mock-api'
import { renderConsole } from './render-console'

describe('audit filters', () => {
  test('a date range covers whole days: from the first day 00:00 to the day after the last, exclusive', () => {
    const filters = auditFilters(
      auditSearchFilters({
        operatorId: 3,
        objectType: ' operator ',
        objectId: '',
        range: [dayjs('2026-11-01 15:00'), dayjs('2026-11-02 09:00')],
      }),
    )
    expect(filters).toEqual({
      operatorId: 3,
      objectType: 'operator',
      objectId: undefined,
      from: dayjs('2026-11-01 00:00').valueOf(),
      to: dayjs('2026-11-03 00:00').valueOf(),
    })
  })
})

describe('audit diff', () => {
  test('marks each field added, removed, changed or the same', () => {
    const rows = diffRows({ role: 'support', disabled: false, gone: 1 }, { role: 'finance', disabled: false, added: true })
    expect(Object.fromEntries(rows.map((r) => [r.key, r.change]))).toEqual({
      role: 'changed',
      disabled: 'same',
      gone: 'removed',
      added: 'added',
    })
  })
})

describe('audit page', () => {
  test('lists rows, filters by object type, and shows before and after of a row', async () => {
    const api = new MockConsoleApi()
    api.install()
    const ada = api.addOperator({ name: 'ada', role: 'admin' })
    api.loginAs(ada)
    const base = { at: Date.UTC(2026, 10, 2, 3, 4, 5), operatorId: ada.id, actor: 'ada', ip: '127.0.0.1', reason: null }
    api.audit.push(
      {
        ...base,
        id: 2,
        action: 'operator.update',
        objectType: 'operator',
        objectId: '7',
        before: { role: 'support' },
        after: { role: 'finance' },
      },
      {
        ...base,
        id: 1,
        action: 'pii.unmask',
        objectType: 'user',
        objectId: '42',
        before: null,
        after: { field: 'phone' },
        reason: '核实退款',
      },
    )
    renderConsole('/audit')
    expect(await screen.findByText('operator.update')).toBeTruthy()
    expect(screen.getByText('核实退款')).toBeTruthy()
    // Each action by its name, the code beside it.
    expect(screen.getByText('修改操作员')).toBeTruthy()
    expect(screen.getByText('查看完整个人信息')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('对象类型'), { target: { value: 'operator' } })
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(screen.queryByText('pii.unmask')).toBeNull())
    expect(api.callsTo('/audit').at(-1)?.query).toMatchObject({ objectType: 'operator', page: '1', pageSize: '20' })

    fireEvent.click(screen.getByRole('button', { name: /展开行|Expand row/ }))
    const header = await waitFor(() => screen.getAllByText('之前').find((el) => el.tagName === 'TH') as HTMLElement)
    const table = header.closest('table') as HTMLElement
    expect(within(table).getByText('"support"')).toBeTruthy()
    expect(within(table).getByText('"finance"')).toBeTruthy()
  })
})
