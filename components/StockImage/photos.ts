import { createContext } from 'react'
import type { Picture } from 'vite-imagetools'

/**
 * The repository photos (content/images/…) of the page being drawn, made by
 * the build in several widths and formats (tooling/photos.ts), by the name
 * the page uses. Given by the page (pages/(mdx)/+Page.tsx).
 */
export const PhotosContext = createContext<Readonly<Record<string, Picture>>>({})
