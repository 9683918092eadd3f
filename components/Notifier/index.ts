import type { NotificationData } from '@mantine/notifications'
import { lazy } from 'react'

const load = () => import('./Notifier')

/** Render once where notices may appear; its code loads on first use. */
export const NotifierHost = lazy(load)

/** Shows a notice (loading Mantine's notifications the first time). */
export async function notify(notice: NotificationData) {
  const { notifications } = await load()
  notifications.show(notice)
}
