import { useWindowScroll } from '@mantine/hooks'
import { IconMenu2, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { navigation } from '../../content/navigation'
import { ui } from '../../content/ui'
import { IconButton } from '../IconButton'
import { LinkButton } from '../LinkButton'
import { Logo } from '../Logo'
import { ColorSchemeToggle } from './ColorSchemeToggle'
import { Container } from '../Container'
import classes from './Header.module.css'
import { NavLinks } from './NavLinks'

/** Past this many pixels of scrolling the header turns translucent (spec §9). */
export const HEADER_SCROLL_THRESHOLD = 20
const MENU_ID = 'site-menu'

export function Header() {
  const { urlPathname } = usePageContext()
  const [scroll] = useWindowScroll()
  // The menu remembers the page it was opened on, so any route change
  // (link, back, forward) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const opened = openOn === urlPathname
  const close = () => setOpenOn(null)

  return (
    <header
      id="site-header"
      className={classes.header}
      data-scrolled={scroll.y > HEADER_SCROLL_THRESHOLD || undefined}
    >
      <Container className={classes.bar}>
        <Logo />
        <nav
          id={MENU_ID}
          aria-label={ui.header.navLabel}
          className={classes.nav}
          data-open={opened || undefined}
        >
          <NavLinks links={navigation.header} current={urlPathname} onNavigate={close} />
          <LinkButton
            href={navigation.headerCta.href}
            className={classes.menuCta}
            onClick={close}
            fullWidth
          >
            {navigation.headerCta.label}
          </LinkButton>
        </nav>
        <div className={classes.actions}>
          <ColorSchemeToggle />
          <LinkButton href={navigation.headerCta.href} className={classes.desktopCta}>
            {navigation.headerCta.label}
          </LinkButton>
          <IconButton
            variant="subtle"
            onClick={() => setOpenOn(opened ? null : urlPathname)}
            aria-label={opened ? ui.header.closeMenu : ui.header.openMenu}
            aria-expanded={opened}
            aria-controls={MENU_ID}
            className={classes.menuToggle}
          >
            {opened ? <IconX aria-hidden="true" /> : <IconMenu2 aria-hidden="true" />}
          </IconButton>
        </div>
      </Container>
    </header>
  )
}
