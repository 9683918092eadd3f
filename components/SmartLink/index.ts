export { SmartLink } from './SmartLink'
