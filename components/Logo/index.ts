export { Logo } from './Logo'
