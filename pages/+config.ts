import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

// Site-wide defaults. Each page sets its own title and description in the
// front matter of its .mdx file (pages/about.mdx for /about).
export default {
  extends: [vikeReact],
  prerender: true,
  lang: 'en-IN',
  trailingSlash: false,
  // A page's components load as their code arrives (components/MdxContent,
  // components/OnDemand): on the server that needs React's stream renderer,
  // which waits for them. The HTML is still written whole, with no inline
  // scripts (it is prerendered; nothing to stream).
  stream: { require: true, enable: false },
} satisfies Config
