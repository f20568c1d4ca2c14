/** What the chunk layout and the rewrites of its output agree on: the chunks' names and which modules are data. */

/** the entry and everything it imports statically, one file */
export const firstScreenChunk = 'order-form';

/** what every plan route needs; the bench knows it by this name too (tests/bench/chunks.ts) */
export const planFlowChunk = 'plan-flow';

/** JSON (the phone metadata, the IBAN-to-BIC tables) and libphonenumber-js: loaded when a check needs them */
export const isData = (id: string) => /\.json($|\?)/.test(id) || /[\\/]libphonenumber(-js[\\/]|\.ts$)/.test(id);
