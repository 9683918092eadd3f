import { ActionIcon, Button, Group } from '@mantine/core'
import { IconBrandWhatsapp, IconX } from '@tabler/icons-react'
import { whatsappUrl } from '#content/site'
import { uiIn } from '#content/ui'
import classes from './ChatWidget.module.css'
import { useLanguage } from '#components/Language'

/** The chat button appears past this many pixels of scrolling (spec §9). */
export const CHAT_SCROLL_THRESHOLD = 100
const PANEL_ID = 'chat-panel'

/**
 * Floating WhatsApp button, shown once scrolled past the threshold or while its panel is open.
 * The panel is a popover, so it works without JavaScript, and the browser states whether it is
 * open (no aria-expanded: docs/popovers.md); the scroll flag and the focus come from the inline
 * script (components/HtmlFirst).
 */
export function ChatWidget() {
  const ui = uiIn(useLanguage())
  return (
    <div className={classes.dock} data-scroll-flag={CHAT_SCROLL_THRESHOLD} data-chat>
      <div
        id={PANEL_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${PANEL_ID}-title`}
        className={classes.panel}
        data-keep-focus=""
      >
        <Group align="flex-start" justify="space-between" gap="sm" wrap="nowrap">
          <p id={`${PANEL_ID}-title`} className={classes.title}>
            {ui.chat.title}
          </p>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="xl"
            aria-label={ui.chat.close}
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
          >
            <IconX aria-hidden="true" />
          </ActionIcon>
        </Group>
        <p className={classes.message}>{ui.chat.message}</p>
        <Button
          component="a"
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          fullWidth
          color="whatsapp"
          mt="md"
          data-autofocus=""
          leftSection={<IconBrandWhatsapp size={20} aria-hidden="true" />}
        >
          {ui.chat.start}
        </Button>
        <p className={classes.note}>{ui.chat.note}</p>
      </div>
      <ActionIcon
        color="whatsapp"
        size={56}
        radius="xl"
        className={classes.button}
        aria-label={ui.chat.buttonLabel}
        aria-controls={PANEL_ID}
        popoverTarget={PANEL_ID}
      >
        <IconBrandWhatsapp size={30} stroke={1.75} aria-hidden="true" />
      </ActionIcon>
    </div>
  )
}
