import { fireEvent, render, waitFor, within } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import { StyleProvider } from '@ant-design/cssinjs'
import { ConfigProvider } from 'antd'
import { ConsoleApp } from '../src/app'
import { setCsrfToken } from '../src/api'
import { setCurrentOperator } from '../src/auth/session'

let location = ''

function LocationProbe() {
  const { pathname, search } = useLocation()
  location = pathname + search
  return null
}

/** The console at `path` (inside /console), as a browser tab that has just opened it. */
export function renderConsole(path: string) {
  setCsrfToken(null)
  setCurrentOperator(null)
  // antd's styles are computed but not inserted, and nothing animates: jsdom recomputes every inserted style sheet
  // on each getComputedStyle, which made a test take tens of seconds.
  const view = render(
    <StyleProvider mock='server'>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter initialEntries={[path]}>
          <ConsoleApp />
          <LocationProbe />
        </MemoryRouter>
      </ConfigProvider>
    </StyleProvider>,
  )
  return { ...view, location: () => location }
}

/** Clicks `okText` in the Popconfirm that is open now. */
export async function confirmPopup(okText: string) {
  const popup = await waitFor(() => {
    const el = document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)') as HTMLElement | null
    if (!el) throw new Error('no popconfirm open')
    return el
  })
  fireEvent.click(within(popup).getByRole('button', { name: okText }))
}
