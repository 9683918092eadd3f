import { ColorSchemeScript } from '@mantine/core'

// Server-only tags shared by every page.
export default function Head() {
  return (
    <>
      <ColorSchemeScript defaultColorScheme="auto" />
      <meta name="theme-color" content="#1f4fc4" media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content="#111627" media="(prefers-color-scheme: dark)" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  )
}
