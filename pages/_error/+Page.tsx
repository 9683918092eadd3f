import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import { Container } from '../../components/Container'
import { MdxContent } from '../../components/MdxContent'
import { PageMeta } from '../../components/PageMeta'
import type { Data } from './+data'

/**
 * The page for an address that has no page (not-found.mdx, prerendered as
 * 404.html), or for a page that failed to render (error.mdx). In `npm run dev`
 * the failure's message is shown too, so a writer sees what to fix.
 */
export default function Page() {
  const { errorWhileRendering } = usePageContext() as { errorWhileRendering?: unknown }
  const { meta, tree } = useData<Data>()
  const message =
    import.meta.env.DEV && errorWhileRendering instanceof Error
      ? // Without the line Vike's log puts first ("… [vike] Following error was thrown by …").
        errorWhileRendering.message.replace(/^.*\[vike\].*\n/, '')
      : ''
  return (
    <>
      <PageMeta {...meta} />
      {message && (
        <Container>
          <pre role="alert" style={{ whiteSpace: 'pre-wrap' }}>
            {message}
          </pre>
        </Container>
      )}
      <MdxContent tree={tree} />
    </>
  )
}
