import { isIOSDevice } from '@/components/article/device'
import { Route, normalizePath, type RouteName } from '@/constants/routes'

/** Whether the page on screen was opened on `name` (its path, whatever the query). */
export const isRoute = (path: string, name: RouteName): boolean => normalizePath(path || '') === Route[name].path

/**
 * The iOS variant of 任务中心 and 爱心值: opened on its indexIOS route, or on an iOS device whatever the route
 * (a shared link, the whitelisted index page). It asks the service for the iOS content and leads nowhere near a
 * payment.
 */
export const isIOSVariant = (path: string, iosRoute: 'missionCenterIOS' | 'loveValueIOS'): boolean =>
  isRoute(path, iosRoute) || isIOSDevice()

export const missionRoute = (ios: boolean) => (ios ? 'missionCenterIOS' : 'missionCenter')
export const loveRoute = (ios: boolean) => (ios ? 'loveValueIOS' : 'loveValue')
