import { useWindowScroll } from '@mantine/hooks'
import { IconBrandWhatsapp } from '@tabler/icons-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { ui } from '../../content/ui'
import { IconButton } from '../IconButton'
import classes from './ChatWidget.module.css'

/** The chat button appears past this many pixels of scrolling (spec §9). */
export const CHAT_SCROLL_THRESHOLD = 100
export const CHAT_PANEL_ID = 'chat-panel'

// The panel's code loads the first time it is opened, not with the page.
const ChatPanel = lazy(() => import('./ChatPanel'))

/**
 * Floating WhatsApp button, shown once the page is scrolled past the
 * threshold or while its panel is open. The button and the panel's close
 * button toggle the panel; Escape closes it too, and focus returns to the
 * button.
 */
export function ChatWidget() {
  const [scroll] = useWindowScroll()
  const [opened, setOpened] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpened(false)
    button.current?.focus()
  }
  if (!opened && scroll.y <= CHAT_SCROLL_THRESHOLD) return null
  return (
    <div
      className={classes.dock}
      // Escape closes the panel wherever focus is in the dock: in the panel, or
      // still on the button right after opening it.
      onKeyDown={(event) => {
        if (opened && event.key === 'Escape') {
          event.stopPropagation()
          close()
        }
      }}
    >
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} onClose={close} />
        </Suspense>
      )}
      <IconButton
        ref={button}
        variant="whatsapp"
        round
        className={classes.button}
        aria-label={ui.chat.buttonLabel}
        aria-expanded={opened}
        aria-controls={opened ? CHAT_PANEL_ID : undefined}
        onClick={() => (opened ? close() : setOpened(true))}
      >
        <IconBrandWhatsapp stroke={1.75} aria-hidden="true" />
      </IconButton>
    </div>
  )
}
