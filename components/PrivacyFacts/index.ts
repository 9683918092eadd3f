export { PrivacyFacts, recipient, type PrivacyFactsProps } from './PrivacyFacts'
