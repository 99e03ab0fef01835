// The package's UMD build (its parser bundled with the browser shims it needs) has no types of its own: the same API.
declare module '@asyncapi/react-component/browser/index.js' {
  export { default } from '@asyncapi/react-component'
}
