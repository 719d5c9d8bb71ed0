import type { PropsWithChildren } from 'react'
import { useDidShow, useLaunch } from '@tarojs/taro'
import { onAppLaunch, onAppShow, type LaunchOptions } from './launch'
import './platform/privacy-authorization'
import './components/icon/host-tag'
import './app.scss'

function App({ children }: PropsWithChildren) {
  useLaunch((options) => onAppLaunch(options as LaunchOptions))
  useDidShow((options) => onAppShow(options as LaunchOptions | undefined))
  return children
}

export default App
