import { Button, Container, Group } from '@mantine/core'
import { navigation } from '../../content'

/** The site's main pages as buttons (content/navigation.yaml), for the 404 page. */
export function PageLinks() {
  return (
    <Container size="xl" pb="xl">
      <Group justify="center" gap="sm" component="nav" aria-label="Main pages">
        {navigation.header.map((link) => (
          <Button key={link.href} component="a" href={link.href} variant="default" size="md">
            {link.label}
          </Button>
        ))}
      </Group>
    </Container>
  )
}
