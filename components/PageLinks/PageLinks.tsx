import { Button, Container, Group } from '@mantine/core'
import { navigationIn } from '#content/navigation'
import { uiIn } from '#content/ui'
import { useLanguage, useHref } from '#components/Language'

/** The site's main pages as buttons (content/navigation.yaml), for the 404 page. */
export function PageLinks() {
  const href = useHref()
  const language = useLanguage()
  const navigation = navigationIn(language)
  const ui = uiIn(language)
  return (
    <Container pb="xl">
      <Group component="nav" aria-label={ui.pageLinksLabel} justify="center" gap="sm">
        {navigation.header.map((link) => (
          <Button key={link.href} component="a" href={href(link.href)} variant="default">
            {link.label}
          </Button>
        ))}
      </Group>
    </Container>
  )
}
