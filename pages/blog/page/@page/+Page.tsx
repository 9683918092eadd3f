import { Container } from '@mantine/core'
import { BlogList } from '#components/BlogList'

/** An older page of the blog's list. */
export default function Page({ routeParams }: { routeParams: { page: string } }) {
  return (
    <Container py="xl">
      <h1>Blog, page {routeParams.page}</h1>
      <BlogList page={Number(routeParams.page)} />
    </Container>
  )
}
