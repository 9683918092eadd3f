import { Button, CloseButton, FocusTrap, Text } from '@mantine/core'
import { IconBrandWhatsapp } from '@tabler/icons-react'
import { whatsappUrl } from '../../content/site'
import { ui } from '../../content/ui'
import classes from './ChatWidget.module.css'

interface ChatPanelProps {
  id: string
  onClose: () => void
}

/** The chat panel: a non-modal dialog that keeps focus inside until closed. */
export default function ChatPanel({ id, onClose }: ChatPanelProps) {
  return (
    <FocusTrap active>
      <div
        id={id}
        role="dialog"
        aria-labelledby={`${id}-title`}
        className={classes.panel}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation()
            onClose()
          }
        }}
      >
        <div className={classes.head}>
          <Text id={`${id}-title`} fw={750} size="md">
            {ui.chat.title}
          </Text>
          <CloseButton aria-label={ui.chat.close} onClick={onClose} size="lg" />
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
          data-autofocus
        >
          {ui.chat.start}
        </Button>
        <Text size="xs" c="dimmed" mt="xs" ta="center">
          {ui.chat.note}
        </Text>
      </div>
    </FocusTrap>
  )
}
