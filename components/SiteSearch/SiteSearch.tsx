import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { Content } from '#content/schemas'
import { searchFiles } from './pagefind'
import classes from './SiteSearch.module.css'

export type SearchTexts = Content<'ui.yaml'>['search']

export interface SearchSettings {
  /** Its words, in the page language (content/ui.yaml, search): added by the site. */
  texts: SearchTexts
  /** The page's language code: its index is /pagefind/<code>/ (tooling/search-index.ts). */
  code: string
}

/**
 * The search box of /search, as the server draws it: a plain form, a polite status, and in a
 * <template> one of each part its browser code (browser.ts, loaded when the visitor focuses or
 * taps the box) makes of the results: the row of sections, a result, "Show more results". So the
 * markup and its classes live here, and a page's CSS rules for them can be found in its HTML.
 * Without JavaScript the box is not shown (data-needs-js): the list of every page is.
 */
export function SiteSearch({ texts, code }: SearchSettings) {
  return (
    <Stack
      gap="md"
      maw="48rem"
      w="100%"
      mx="auto"
      data-island-preload={searchFiles(code).join(' ')}
    >
      <form role="search" data-needs-js="">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            id="search"
            type="search"
            name="q"
            size="lg"
            label={texts.label}
            placeholder={texts.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            style={{ flex: 1 }}
          />
          <Button type="submit" size="lg" variant="default">
            {texts.link}
          </Button>
        </Group>
      </form>
      <noscript>
        <p>{texts.noScript}</p>
      </noscript>
      <Text role="status" c="dimmed" hidden />
      <template data-search-parts="">
        <div className={classes.sections} role="radiogroup" aria-label={texts.filter}>
          <label className={classes.section}>
            <input type="radio" name="section" value="all" />
            <span />
          </label>
        </div>
        <ol className={classes.results}>
          <li>
            {/* Its address and title are each result's (a link without text is not one yet). */}
            <a className={classes.title} />
            <div className={classes.about}>
              <span className={classes.kind} />
              <span className={classes.english} lang={code}>
                {texts.inEnglish}
              </span>
            </div>
            <p className={classes.excerpt} />
          </li>
        </ol>
        <Button variant="default">{texts.more}</Button>
      </template>
    </Stack>
  )
}
