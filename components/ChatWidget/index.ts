export { ChatWidget, CHAT_SCROLL_THRESHOLD } from './ChatWidget'
