import { pages } from 'virtual:site-pages'

// Prerender every writer's page: pages/about.mdx -> dist/client/about/index.html.
export default function onBeforePrerenderStart() {
  return pages.map((page) => page.route)
}
