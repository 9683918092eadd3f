export { Language, LocalLink, useHref, useLanguage, useLocale, type PageLanguage } from './Language'
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch'
