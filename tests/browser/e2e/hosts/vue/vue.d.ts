// for the repository's typecheck of main.ts; Vite's Vue plugin compiles the component itself
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent;
  export default component;
}
