import { ThemedLayout, ThemedTitle } from '@refinedev/antd'
import { Outlet } from 'react-router'
import { Grid } from 'antd'
import { DashboardOutlined } from '@ant-design/icons'
import { ConsoleHeader } from './console-header'

export const CONSOLE_TITLE = '游戏估价管理后台'

/** The frame of every page after login: the menu (a drawer below antd's lg breakpoint), the header, the page. */
export function ConsoleLayout() {
  // Below lg the menu is a drawer whose button Refine fixes over the content's top-left corner: the page starts
  // under it instead of beneath it.
  const { lg } = Grid.useBreakpoint()
  return (
    <ThemedLayout
      Header={ConsoleHeader}
      Title={({ collapsed }) => <ThemedTitle collapsed={collapsed} text={CONSOLE_TITLE} icon={<DashboardOutlined />} />}
    >
      <div style={lg === false ? { paddingTop: 36 } : undefined}>
        <Outlet />
      </div>
    </ThemedLayout>
  )
}
