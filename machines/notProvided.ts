/**
 * The placeholder of an actor that does I/O: the machine names it and types it (`fromPromise<Output, Input>`), and
 * whoever runs the machine gives the real one with `machine.provide({ actors })` (the composition root, a step's or a
 * chunk's hook, a test's fake). Run without it, it fails with its name.
 */
export const notProvided = (name: string) => () => Promise.reject(new Error(`The ${name} actor is not provided: give it with machine.provide({ actors })`));
