import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

// Site-wide defaults. Each page sets its own title and description in the
// front matter of its .mdx file (pages/about.mdx for /about).
export default {
  extends: [vikeReact],
  prerender: true,
  lang: 'en-IN',
  trailingSlash: false,
} satisfies Config
