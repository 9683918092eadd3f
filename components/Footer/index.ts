export { Footer } from './Footer'
