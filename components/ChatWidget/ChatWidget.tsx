import { ActionIcon, Affix, Button, CloseButton, Popover, Text, Transition } from '@mantine/core'
import { useWindowScroll } from '@mantine/hooks'
import { IconBrandWhatsapp } from '@tabler/icons-react'
import { useState } from 'react'
import { ui, whatsappUrl } from '../../content'
import classes from './ChatWidget.module.css'

/** The chat button appears past this many pixels of scrolling (spec §9). */
export const CHAT_SCROLL_THRESHOLD = 100

/**
 * Floating WhatsApp button. Shown once the page is scrolled past the
 * threshold, or while its panel is open. Escape or the close button closes
 * the panel and returns focus to the button (Mantine Popover).
 */
export function ChatWidget() {
  const [scroll] = useWindowScroll()
  const [opened, setOpened] = useState(false)
  const visible = opened || scroll.y > CHAT_SCROLL_THRESHOLD

  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={190}>
      <Transition transition="slide-up" mounted={visible} duration={200}>
        {(style) => (
          <div style={style}>
            <Popover
              opened={opened}
              onChange={setOpened}
              position="top-end"
              offset={12}
              width={300}
              trapFocus
              returnFocus
              closeOnEscape
              closeOnClickOutside={false}
              shadow="md"
              radius="lg"
              withRoles
            >
              <Popover.Target>
                <ActionIcon
                  size={56}
                  radius="xl"
                  className={classes.button}
                  aria-label={ui.chat.buttonLabel}
                  onClick={() => setOpened((o) => !o)}
                >
                  <IconBrandWhatsapp size={30} stroke={1.75} aria-hidden="true" />
                </ActionIcon>
              </Popover.Target>
              <Popover.Dropdown aria-labelledby="chat-title" className={classes.panel}>
                <div className={classes.head}>
                  <Text id="chat-title" fw={750} size="md">
                    {ui.chat.title}
                  </Text>
                  <CloseButton
                    aria-label={ui.chat.close}
                    onClick={() => setOpened(false)}
                    size="lg"
                  />
                </div>
                <Text size="sm" mt="xs">
                  {ui.chat.message}
                </Text>
                <Button
                  component="a"
                  href={whatsappUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  fullWidth
                  mt="md"
                  className={classes.start}
                  leftSection={<IconBrandWhatsapp size={20} aria-hidden="true" />}
                >
                  {ui.chat.start}
                </Button>
                <Text size="xs" c="dimmed" mt="xs" ta="center">
                  {ui.chat.note}
                </Text>
              </Popover.Dropdown>
            </Popover>
          </div>
        )}
      </Transition>
    </Affix>
  )
}
