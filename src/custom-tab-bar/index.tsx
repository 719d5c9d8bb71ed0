import TabBar from '../components/tab-bar'

/** WeChat's and Douyin's custom tab bar (app config `tabBar.custom`): the app's own bar, one per tab page. */
export default function CustomTabBar() {
  return <TabBar />
}
