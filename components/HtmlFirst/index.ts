export { FormFirstScript } from './FormFirstScript'
export { HtmlFirstScript } from './HtmlFirstScript'
export { SpeculationRules, speculationRules } from './SpeculationRules'
