export { Header, HEADER_SCROLL_THRESHOLD } from './Header'
