// Every post's address, for prerendering (vike.dev/onBeforePrerenderStart).
import { posts } from '#content/blog'

export const onBeforePrerenderStart = () => posts.map((post) => post.href)
