export { HtmlFirstScript } from './HtmlFirstScript'
export { SpeculationRules, speculationRules } from './SpeculationRules'
