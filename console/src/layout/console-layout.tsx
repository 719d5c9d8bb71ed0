import { ThemedLayout, ThemedTitle } from '@refinedev/antd'
import { Outlet } from 'react-router'
import { DashboardOutlined } from '@ant-design/icons'
import { ConsoleHeader } from './console-header'

export const CONSOLE_TITLE = '游戏估价管理后台'

/** The frame of every page after login: the menu (a drawer below antd's lg breakpoint), the header, the page. */
export function ConsoleLayout() {
  return (
    <ThemedLayout
      Header={ConsoleHeader}
      Title={({ collapsed }) => <ThemedTitle collapsed={collapsed} text={CONSOLE_TITLE} icon={<DashboardOutlined />} />}
    >
      <Outlet />
    </ThemedLayout>
  )
}
