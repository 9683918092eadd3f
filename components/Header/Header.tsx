import { ActionIcon, Button, Container, Group } from '@mantine/core'
import { IconMenu2, IconSearch, IconX } from '@tabler/icons-react'
import { navigationIn } from '#content/navigation'
import { uiIn } from '#content/ui'
import { Logo } from '#components/Logo'
import { ColorSchemeToggle } from './ColorSchemeToggle'
import classes from './Header.module.css'
import { use } from 'react'
import { Language, LanguageSwitch, useHref, useLanguage } from '#components/Language'

/** Past this many pixels of scrolling the header turns translucent (spec §9). */
export const HEADER_SCROLL_THRESHOLD = 20
const MENU_ID = 'site-menu'

/**
 * The fixed header. The phone menu is a popover, so it works without JavaScript, and the browser
 * states whether it is open (no aria-expanded: docs/popovers.md); the scrolled look and the
 * toggle's name while open come from the inline script (components/HtmlFirst).
 */
export function Header({ current }: { current: string }) {
  const language = useLanguage()
  const href = useHref()
  const navigation = navigationIn(language)
  const ui = uiIn(language)
  // The page in the site's other languages, where it is translated: in the menu on a phone.
  const translated = use(Language).versions.length > 1
  return (
    <header id="site-header" className={classes.header} data-scroll-flag={HEADER_SCROLL_THRESHOLD}>
      <Container className={classes.bar}>
        <Logo />
        <nav id={MENU_ID} aria-label={ui.header.navLabel} className={classes.nav} popover="auto">
          <ul className={classes.links}>
            {navigation.header.map((link) => (
              <li key={link.href}>
                <a
                  href={href(link.href)}
                  className={classes.link}
                  aria-current={href(link.href) === current ? 'page' : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <Button
            component="a"
            href={href(navigation.headerCta.href)}
            hiddenFrom="sm"
            mt="md"
            fullWidth
          >
            {navigation.headerCta.label}
          </Button>
          {translated && (
            <Group hiddenFrom="sm" mt="md" gap="xs">
              <LanguageSwitch className={classes.link} />
            </Group>
          )}
        </nav>
        <Group gap="xs" wrap="nowrap">
          {translated && (
            <Group visibleFrom="sm" gap={0}>
              <LanguageSwitch className={classes.link} />
            </Group>
          )}
          {/* Search (/search): a plain link; "/" on any page goes there too (components/HtmlFirst). */}
          <ActionIcon
            component="a"
            href={href('/search')}
            variant="default"
            size="xl"
            aria-label={ui.search.link}
            title={`${ui.search.link} (/)`}
            aria-keyshortcuts="/"
            aria-current={href('/search') === current ? 'page' : undefined}
            data-search-link=""
          >
            <IconSearch size={20} stroke={1.75} aria-hidden="true" />
          </ActionIcon>
          <ColorSchemeToggle />
          <Button component="a" href={href(navigation.headerCta.href)} visibleFrom="sm">
            {navigation.headerCta.label}
          </Button>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="xl"
            popoverTarget={MENU_ID}
            aria-label={ui.header.openMenu}
            data-label-open={ui.header.openMenu}
            data-label-close={ui.header.closeMenu}
            aria-controls={MENU_ID}
            className={classes.menuToggle}
            hiddenFrom="sm"
          >
            <IconMenu2 className={classes.iconOpen} aria-hidden="true" />
            <IconX className={classes.iconClose} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Container>
    </header>
  )
}
