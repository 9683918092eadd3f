import { useMantineColorScheme } from '@mantine/core'
import { IconMoon, IconSun } from '@tabler/icons-react'
import { startTransition } from 'react'
import { ui } from '../../content/ui'
import { IconButton } from '../IconButton'
import classes from './Header.module.css'

/**
 * Switches light and dark. Before React hydrates, the inline script
 * (components/HtmlFirst) does it, with Mantine's own storage; once hydrated,
 * Mantine does, and the script stands back (preventDefault). Both icons are
 * rendered and CSS shows the right one, so the server and client agree.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme()
  return (
    <IconButton
      aria-label={ui.header.colorScheme}
      title={ui.header.colorScheme}
      data-color-scheme-toggle=""
      onClick={(event) => {
        event.preventDefault()
        // The next scheme from the one shown (Mantine sets the attribute at
        // once), not from React's state: the change is a transition, so that
        // parts of the page still waiting for their code keep their HTML
        // (components/MdxContent), and React commits it only once they have it.
        const shown = document.documentElement.getAttribute('data-mantine-color-scheme')
        startTransition(() => setColorScheme(shown === 'dark' ? 'light' : 'dark'))
      }}
    >
      <IconSun className={classes.sun} stroke={1.75} aria-hidden="true" />
      <IconMoon className={classes.moon} stroke={1.75} aria-hidden="true" />
    </IconButton>
  )
}
