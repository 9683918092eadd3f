export { Language, LocalLink, useHref, useLanguage, type PageLanguage } from './Language'
