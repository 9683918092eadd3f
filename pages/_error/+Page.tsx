import { usePageContext } from 'vike-react/usePageContext'
import { Container } from '../../components/Container'
import Failed from './error.mdx'
import NotFound from './not-found.mdx'

/**
 * The page for an address that has no page (not-found.mdx, prerendered as
 * 404.html), or for a page that failed to render (error.mdx). In `npm run dev`
 * the failure's message is shown too, so a writer sees what to fix.
 */
export default function Page() {
  const { is404, errorWhileRendering } = usePageContext() as {
    is404: boolean | null
    errorWhileRendering?: unknown
  }
  if (is404 !== false) return <NotFound />
  const message =
    import.meta.env.DEV && errorWhileRendering instanceof Error
      ? // Without the line Vike's log puts first ("… [vike] Following error was thrown by …").
        errorWhileRendering.message.replace(/^.*\[vike\].*\n/, '')
      : ''
  return (
    <>
      {message && (
        <Container>
          <pre role="alert" style={{ whiteSpace: 'pre-wrap' }}>
            {message}
          </pre>
        </Container>
      )}
      <Failed />
    </>
  )
}
