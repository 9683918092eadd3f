export { PostalAddress } from './PostalAddress'
