import { lazy } from 'react'

interface Notice {
  title: string
  message: string
  color: 'green' | 'red'
  autoClose?: false
}

const load = () => import('./Notifier')

/** Render once where notices may appear; its code loads on first use. */
export const NotifierHost = lazy(load)

/** Shows a notice (loading Mantine's notifications the first time). */
export async function notify(notice: Notice) {
  const { notifications } = await load()
  notifications.show({ ...notice })
}
