export { PrivacyRequests } from './PrivacyRequests'
