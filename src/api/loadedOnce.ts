/**
 * A lazily loaded module, kept once loaded: a call made after that leaves in its caller's task. Another `import()`
 * of it would answer a task later, after the browser may have painted a frame: "next" would paint its pending
 * button before its `PUT order` left. A failed load is tried again on the next call.
 */
export function loadedOnce<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loaded: Module | undefined;
  return () => (loaded ? Promise.resolve(loaded) : load().then((module) => (loaded = module)));
}
