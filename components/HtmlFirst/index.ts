export { HtmlFirstScript, htmlFirstSource } from './HtmlFirstScript'
