import { listPages } from '../../tooling/pages'

// Prerender every writer's page: pages/about.mdx -> dist/client/about/index.html.
export default function onBeforePrerenderStart() {
  return listPages().map((page) => page.route)
}
