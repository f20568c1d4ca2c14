// The element's compiled CSS as a module, so the benchmark can measure it apart from the JS that inlines it.
export { default } from '../../src/styles/styles.css?inline';
