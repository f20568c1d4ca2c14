/**
 * The routed pages of spec section 2, as the root machine's `ready.page` region names them. Its own module: the
 * message pages (a lazy chunk the page frame loads) name them too.
 */
export type PageName = 'plans' | 'planError' | 'unsupported' | 'nect' | 'thanks' | 'linkCreated' | 'notFound' | 'plan';
