import { Button, Container, Group, Text, Title } from '@mantine/core'
import { usePageContext } from 'vike-react/usePageContext'
import { navigation } from '../../content'

export default function ErrorPage() {
  const { is404 } = usePageContext()
  return (
    <Container size="sm" py={96} ta="center">
      <Title order={1}>{is404 ? 'Page not found' : 'Something went wrong'}</Title>
      <Text c="dimmed" size="lg" mt="md">
        {is404
          ? 'The page you are looking for does not exist or has moved.'
          : 'Please try again in a moment.'}
      </Text>
      <Group justify="center" mt="xl">
        {navigation.header.map((link) => (
          <Button key={link.href} component="a" href={link.href} variant="default">
            {link.label}
          </Button>
        ))}
      </Group>
    </Container>
  )
}
