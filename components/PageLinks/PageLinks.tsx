import { navigation } from '../../content/navigation'
import { ui } from '../../content/ui'
import { LinkButton } from '../LinkButton'
import { Container } from '../Container'
import classes from './PageLinks.module.css'

/** The site's main pages as buttons (content/navigation.yaml), for the 404 page. */
export function PageLinks() {
  return (
    <Container className={classes.page}>
      <nav aria-label={ui.pageLinksLabel} className={classes.links}>
        {navigation.header.map((link) => (
          <LinkButton key={link.href} href={link.href} variant="default">
            {link.label}
          </LinkButton>
        ))}
      </nav>
    </Container>
  )
}
