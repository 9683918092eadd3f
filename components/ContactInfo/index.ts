export { ContactInfo, Offices } from './ContactInfo'
