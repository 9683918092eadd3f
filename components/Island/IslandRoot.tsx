import { MantineProvider } from '@mantine/core'
import { useEffect, type ReactNode } from 'react'
import { Language, type PageLanguage } from '#components/Language'
import { cssVariablesResolver, theme } from '../../theme'

/** Mantine's colour scheme belongs to the page (components/HtmlFirst): an island leaves <html> alone. */
const noRoot = () => undefined

/**
 * In the browser, once hydrated: marks the island (tests wait for data-hydrated) and sends a form
 * submitted while its code was loading (held by components/HtmlFirst).
 */
function Hydrated({ element }: { element?: HTMLElement }) {
  useEffect(() => {
    if (!element) return
    element.setAttribute('data-hydrated', '')
    const held = element.querySelector<HTMLFormElement>('form[data-held-submit]')
    held?.removeAttribute('data-held-submit')
    held?.requestSubmit()
  }, [element])
  return null
}

/**
 * What an island renders inside, the same tree on the server and in the browser so that `useId`
 * matches: Mantine's theme without <style> tags (the page's stylesheet has them).
 */
export function IslandRoot({
  children,
  element,
  language,
}: {
  children: ReactNode
  element?: HTMLElement
  /** The page's language and the addresses translated into it (components/Language). */
  language: Pick<PageLanguage, 'code' | 'translated'>
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      withGlobalClasses={false}
      defaultColorScheme="auto"
      getRootElement={noRoot}
    >
      <Language value={{ ...language, route: '', versions: [] }}>{children}</Language>
      <Hydrated element={element} />
    </MantineProvider>
  )
}
