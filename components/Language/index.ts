export { Language, LocalLink, useHref, useLanguage, type PageLanguage } from './Language'
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch'
