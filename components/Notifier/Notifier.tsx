import '@mantine/core/styles/Notification.layer.css'
import '@mantine/notifications/styles.layer.css'
import { Notifications, notifications } from '@mantine/notifications'

export { notifications }

/** Mantine's notification area; loaded with the first notice, not with the page. */
export default function Notifier() {
  return <Notifications position="top-right" zIndex={400} />
}
