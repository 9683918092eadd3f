export * from './Island'
