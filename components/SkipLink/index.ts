export { SkipLink } from './SkipLink'
