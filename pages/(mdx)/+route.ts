// Every address is offered to this page; +data.ts answers 404 (pages/_error)
// for an address that has no file in pages/.
export default '/*'
