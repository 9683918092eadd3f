import { Button, Container, Group } from '@mantine/core'
import { navigation } from '#content/navigation'
import { ui } from '#content/ui'

/** The site's main pages as buttons (content/navigation.yaml), for the 404 page. */
export function PageLinks() {
  return (
    <Container pb="xl">
      <Group component="nav" aria-label={ui.pageLinksLabel} justify="center" gap="sm">
        {navigation.header.map((link) => (
          <Button key={link.href} component="a" href={link.href} variant="default">
            {link.label}
          </Button>
        ))}
      </Group>
    </Container>
  )
}
