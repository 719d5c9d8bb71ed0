/**
 * Boots the real app in jsdom the way Taro's generated H5 entry does (@tarojs/taro-loader/lib/h5.js),
 * because test-utils' createApp() still calls the Taro 3.6 createRouter signature. The app component,
 * its launch hooks and the guarded router all run for real; only the tab bar is left out (its icons are
 * build assets and no test here needs it).
 */
import * as React from 'react'
import ReactDOM from 'react-dom/client'
import { findDOMNode, render, unstable_batchedUpdates } from 'react-dom'
import '@tarojs/plugin-platform-h5/dist/runtime'
import { createRouter, createHashHistory, handleAppMount } from '@tarojs/router'
import { window as taroWindow } from '@tarojs/runtime'
import { buildAppConfig } from '../../src/router/app-config'
import { ROUTES } from '../../src/router/routes'

// Untyped runtime entry of the React framework plugin (what the generated H5 entry imports).
const { createReactApp } = require('@tarojs/plugin-framework-react/dist/runtime') as {
  createReactApp: (app: unknown, react: unknown, reactDom: unknown, config: unknown) => never
}

type RouteLoad = (context: unknown, params: unknown) => Promise<unknown[]>

export async function bootApp(hash: string): Promise<void> {
  process.env.TARO_APP_BUILD_ENV = 'production'
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  window.location.hash = hash
  // jsdom fires popstate for this hash change a task later; a router already listening would take it for a
  // navigation and mount the first page a second time.
  await new Promise((r) => setTimeout(r, 0))
  document.body.innerHTML = '<div id="app"></div>'
  const App = require('../../src/app').default
  const { tabBar: _omit, ...base } = buildAppConfig()
  const routes: { path: string; load: RouteLoad }[] = ROUTES.map((r) => ({
    path: r.path,
    load: async (context, params) => [require(`../../src/${r.path}`), context, params],
  }))
  const config = { ...base, pages: ROUTES.map((r) => r.path), subPackages: [], routes, router: { mode: 'hash' } }
  ;(window as unknown as { __taroAppConfig: unknown }).__taroAppConfig = config
  Object.assign(ReactDOM, { findDOMNode, render, unstable_batchedUpdates })
  const inst = createReactApp(App, React, ReactDOM, config)
  const history = createHashHistory({ window: taroWindow as never })
  handleAppMount(config as never, history)
  await React.act(async () => {
    // Taro 4's generated entry passes the React module as the framework argument.
    createRouter(history, inst, config as never, React as never)
  })
  await settle()
}

/** Lets the router resolve its lazy page and React commit. */
export async function settle(ms = 50): Promise<void> {
  await React.act(async () => {
    await new Promise((r) => setTimeout(r, ms))
  })
}
