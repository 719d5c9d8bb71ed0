import { lazy, Suspense, type ReactNode } from 'react'
import { Authenticated, CanAccess, Refine } from '@refinedev/core'
import { useNotificationProvider } from '@refinedev/antd'
import routerProvider, { CatchAllNavigate, DocumentTitleHandler } from '@refinedev/react-router'
import { Outlet, Route, Routes } from 'react-router'
import { App as AntdApp, ConfigProvider, Spin } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { accessControlProvider } from './auth/access'
import { authProvider, LOGIN_PATH } from './auth/auth-provider'
import { dataProvider } from './data-provider'
import { i18nProvider } from './i18n'
import { CONSOLE_TITLE, ConsoleLayout } from './layout/console-layout'
import { SetupGate } from './layout/setup-gate'
import { ArticleEditorPage } from './pages/articles/article-editor-page'
import { ArticlesPage } from './pages/articles/articles-page'
import { AuditPage } from './pages/audit/audit-page'
import { NoPermission, NotFound } from './pages/errors/error-pages'
import { CouponsPage } from './pages/coupons/coupons-page'
import { AppLinksPage } from './pages/content/app-links-page'
import { BannersPage } from './pages/content/banners-page'
import { HomeTextsPage } from './pages/content/home-texts-page'
import { FeedbackDetailPage } from './pages/feedback/feedback-detail-page'
import { FeedbackInboxPage } from './pages/feedback/feedback-inbox-page'
import { HomePage } from './pages/home/home-page'
import { LoggedInAlready, LoginPage } from './pages/login/login-page'
import { OperatorsPage } from './pages/operators/operators-page'
import { OrderDetailPage } from './pages/orders/order-detail-page'
import { OrdersPage } from './pages/orders/orders-page'
import { ReconciliationPage } from './pages/orders/reconciliation-page'
import { RefundRequestsPage } from './pages/orders/refund-requests-page'
import { RevenuePage } from './pages/orders/revenue-page'
import { PlayerPage } from './pages/players/player-page'
import { PlayersPage } from './pages/players/players-page'
import { PrizeDetailPage } from './pages/prizes/prize-detail-page'
import { PrizesPage } from './pages/prizes/prizes-page'
import { ActivitiesPage } from './pages/activities/activities-page'
import { ActivityPage } from './pages/activities/activity-page'
import { LovePage } from './pages/activities/love-page'
import { TasksPage } from './pages/activities/tasks-page'
// Issue 38: 市场数据与模型
import { MarketPage } from './pages/models/market-page'
import { ModelsPage } from './pages/models/models-page'
import { PasswordPage } from './pages/setup/password-page'
import { PricingPage } from './pages/pricing/pricing-page'
import { SetupPasswordPage } from './pages/setup/setup-password-page'
import { SetupTotpPage } from './pages/setup/setup-totp-page'
import { resources } from './resources'

dayjs.locale('zh-cn')

// 数据看板 carries ECharts: loaded when first opened, so the console's first load stays as it was.
const DashboardPage = lazy(() => import('./pages/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })))

/** A page only the roles in auth/access.ts may open; the service refuses the others' calls all the same. */
const Guarded = ({ resource, children }: { resource: string; children: ReactNode }) => (
  <CanAccess resource={resource} action='list' fallback={<NoPermission />}>
    {children}
  </CanAccess>
)

const LoggedIn = ({ name, children }: { name: string; children: ReactNode }) => (
  <Authenticated key={name} fallback={<CatchAllNavigate to={LOGIN_PATH} />}>
    <SetupGate>{children}</SetupGate>
  </Authenticated>
)

/**
 * The console: Refine (auth, access by role, lists, menu) over antd in Chinese. The router comes from outside
 * (main.tsx: the browser's, under /console; tests: a memory router).
 */
export function ConsoleApp() {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1677ff' } }}>
      <AntdApp>
        <Refine
          routerProvider={routerProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          notificationProvider={useNotificationProvider}
          resources={resources}
          options={{
            disableTelemetry: true,
            syncWithLocation: false,
            warnWhenUnsavedChanges: false,
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } } },
            title: { text: CONSOLE_TITLE },
          }}
        >
          <Routes>
            <Route
              element={
                <LoggedIn name='main'>
                  <ConsoleLayout />
                </LoggedIn>
              }
            >
              <Route index element={<HomePage />} />
              <Route
                path='dashboard'
                element={
                  <Guarded resource='dashboard'>
                    <Suspense fallback={<Spin style={{ display: 'block', margin: '64px auto' }} />}>
                      <DashboardPage />
                    </Suspense>
                  </Guarded>
                }
              />
              <Route
                path='operators'
                element={
                  <Guarded resource='operators'>
                    <OperatorsPage />
                  </Guarded>
                }
              />
              <Route
                path='audit'
                element={
                  <Guarded resource='audit'>
                    <AuditPage />
                  </Guarded>
                }
              />
              <Route
                path='players'
                element={
                  <Guarded resource='players'>
                    <PlayersPage />
                  </Guarded>
                }
              />
              <Route
                path='players/:uid'
                element={
                  <Guarded resource='players'>
                    <PlayerPage />
                  </Guarded>
                }
              />
              <Route path='orders'>
                <Route
                  index
                  element={
                    <Guarded resource='orders'>
                      <OrdersPage />
                    </Guarded>
                  }
                />
                <Route
                  path=':orderNo'
                  element={
                    <Guarded resource='orders'>
                      <OrderDetailPage />
                    </Guarded>
                  }
                />
              </Route>
              <Route
                path='refund-requests'
                element={
                  <Guarded resource='refund-requests'>
                    <RefundRequestsPage />
                  </Guarded>
                }
              />
              <Route
                path='reconciliation'
                element={
                  <Guarded resource='reconciliation'>
                    <ReconciliationPage />
                  </Guarded>
                }
              />
              <Route
                path='revenue'
                element={
                  <Guarded resource='revenue'>
                    <RevenuePage />
                  </Guarded>
                }
              />
              <Route
                path='coupons'
                element={
                  <Guarded resource='coupons'>
                    <CouponsPage />
                  </Guarded>
                }
              />
              <Route
                path='feedback'
                element={
                  <Guarded resource='feedback'>
                    <Outlet />
                  </Guarded>
                }
              >
                <Route index element={<FeedbackInboxPage />} />
                <Route path=':id' element={<FeedbackDetailPage />} />
              </Route>
              <Route
                path='articles'
                element={
                  <Guarded resource='articles'>
                    <Outlet />
                  </Guarded>
                }
              >
                <Route index element={<ArticlesPage />} />
                <Route path=':id' element={<ArticleEditorPage />} />
              </Route>
              <Route path='content'>
                <Route
                  path='banners'
                  element={
                    <Guarded resource='content-banners'>
                      <BannersPage />
                    </Guarded>
                  }
                />
                <Route
                  path='home-texts'
                  element={
                    <Guarded resource='content-home-texts'>
                      <HomeTextsPage />
                    </Guarded>
                  }
                />
                <Route
                  path='app-links'
                  element={
                    <Guarded resource='content-app-links'>
                      <AppLinksPage />
                    </Guarded>
                  }
                />
              </Route>
              <Route
                path='prizes'
                element={
                  <Guarded resource='prizes'>
                    <Outlet />
                  </Guarded>
                }
              >
                <Route index element={<PrizesPage />} />
                <Route path=':id' element={<PrizeDetailPage />} />
              </Route>
              <Route
                path='pricing'
                element={
                  <Guarded resource='pricing'>
                    <PricingPage />
                  </Guarded>
                }
              />
              {/* 活动运营 */}
              <Route
                path='tasks'
                element={
                  <Guarded resource='tasks'>
                    <TasksPage />
                  </Guarded>
                }
              />
              <Route
                path='love'
                element={
                  <Guarded resource='love'>
                    <LovePage />
                  </Guarded>
                }
              />
              <Route
                path='activities'
                element={
                  <Guarded resource='activities'>
                    <Outlet />
                  </Guarded>
                }
              >
                <Route index element={<ActivitiesPage />} />
                <Route path=':id' element={<ActivityPage />} />
              </Route>
              {/* 市场数据与模型 */}
              <Route
                path='market'
                element={
                  <Guarded resource='market'>
                    <MarketPage />
                  </Guarded>
                }
              />
              <Route
                path='models'
                element={
                  <Guarded resource='models'>
                    <ModelsPage />
                  </Guarded>
                }
              />
              <Route path='password' element={<PasswordPage />} />
              <Route path='*' element={<NotFound />} />
            </Route>
            <Route
              path='setup'
              element={
                <LoggedIn name='setup'>
                  <Outlet />
                </LoggedIn>
              }
            >
              <Route path='password' element={<SetupPasswordPage />} />
              <Route path='totp' element={<SetupTotpPage />} />
            </Route>
            <Route
              path='login'
              element={
                <Authenticated key='login' fallback={<LoginPage />}>
                  <LoggedInAlready />
                </Authenticated>
              }
            />
          </Routes>
          <DocumentTitleHandler
            handler={({ resource }) => (resource?.meta?.label ? `${String(resource.meta.label)} · ${CONSOLE_TITLE}` : CONSOLE_TITLE)}
          />
        </Refine>
      </AntdApp>
    </ConfigProvider>
  )
}
