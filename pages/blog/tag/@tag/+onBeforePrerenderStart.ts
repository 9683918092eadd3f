// A page for every tag of the listed posts (content/blog.ts), /blog/tag/erp.
import { tags } from '#content/blog'

export const onBeforePrerenderStart = () => tags.map((tag) => tag.href)
