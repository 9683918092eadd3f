export { ContactPanel, type ContactPanelProps } from './ContactPanel'
