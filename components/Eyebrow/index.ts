export { Eyebrow } from './Eyebrow'
