import { FocusTrap } from '@mantine/core'
import { IconBrandWhatsapp, IconX } from '@tabler/icons-react'
import { whatsappUrl } from '../../content/site'
import { ui } from '../../content/ui'
import { IconButton } from '../IconButton'
import { LinkButton } from '../LinkButton'
import classes from './ChatWidget.module.css'

interface ChatPanelProps {
  id: string
  onClose: () => void
}

/** The chat panel: a non-modal dialog that keeps focus inside until closed (Escape: ChatWidget). */
export default function ChatPanel({ id, onClose }: ChatPanelProps) {
  return (
    <FocusTrap active>
      <div id={id} role="dialog" aria-labelledby={`${id}-title`} className={classes.panel}>
        <div className={classes.head}>
          <p id={`${id}-title`} className={classes.title}>
            {ui.chat.title}
          </p>
          <IconButton variant="subtle" aria-label={ui.chat.close} onClick={onClose}>
            <IconX aria-hidden="true" />
          </IconButton>
        </div>
        <p className={classes.message}>{ui.chat.message}</p>
        <LinkButton
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          fullWidth
          variant="whatsapp"
          className={classes.start}
          data-autofocus
        >
          <IconBrandWhatsapp size={20} aria-hidden="true" />
          {ui.chat.start}
        </LinkButton>
        <p className={classes.note}>{ui.chat.note}</p>
      </div>
    </FocusTrap>
  )
}
