import { ActionIcon } from '@mantine/core'
import { IconMoon, IconSun } from '@tabler/icons-react'
import { uiIn } from '#content/ui'
import classes from './Header.module.css'
import { useLanguage } from '#components/Language'

/** Switches light and dark (the inline script, components/HtmlFirst); CSS shows the right icon. */
export function ColorSchemeToggle() {
  const ui = uiIn(useLanguage())
  return (
    <ActionIcon
      variant="default"
      size="xl"
      aria-label={ui.header.colorScheme}
      title={ui.header.colorScheme}
      data-color-scheme-toggle=""
    >
      <IconSun className={classes.sun} stroke={1.75} aria-hidden="true" />
      <IconMoon className={classes.moon} stroke={1.75} aria-hidden="true" />
    </ActionIcon>
  )
}
