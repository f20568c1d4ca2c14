// The part of jsdom's API the server tests parse HTML with (the package ships no types, and @types/jsdom is not
// installed): the node project renders with no DOM, and parses the result in a jsdom window of its own.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
