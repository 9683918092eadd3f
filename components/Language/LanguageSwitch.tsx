import { use } from 'react'
import { languageOf, pathIn } from '#content/i18n'
import { Language } from './Language'

export interface LanguageSwitchProps {
  /** The link's words: the language's name ("தமிழ்", the header) or a sentence in it ("இந்தப் பக்கம் தமிழில்", a notice). */
  words?: 'name' | 'sentence'
  className?: string
}

/**
 * Links to this page in the site's other languages, where it is translated (nothing where it is
 * not): plain links, each in its language (`lang`, `hreflang`). The visitor chooses: no script, no
 * cookie, no redirect by the browser's language.
 */
export function LanguageSwitch({ words = 'name', className }: LanguageSwitchProps) {
  const { code, route, versions } = use(Language)
  return versions
    .filter((other) => other !== code)
    .map(languageOf)
    .map((language) => (
      <a
        key={language.code}
        href={pathIn(route, language.code)}
        hrefLang={language.locale}
        lang={language.locale}
        className={className}
      >
        {words === 'name' ? language.name : language.readThisPage}
      </a>
    ))
}
