export { PageTransition, PAGE_FADE_SECONDS } from './PageTransition'
