/**
 * `order-form/server` as its type declarations give it (`npm run build` emits them from this file): the module
 * itself is src/server/renderFirstScreen.tsx (dist/server.js, Node 20+, no DOM), which checks at compile time that
 * it implements what this file declares. DESIGN.md, "The first screen in the HTML (order-form/server)".
 */

import type { FirstScreenData, FirstScreenLanguage } from '../contract/firstScreen.ts';

export type { FirstScreenData, FirstScreenLanguage, FirstScreenPage } from '../contract/firstScreen.ts';

export interface FirstScreenOptions {
  /** Where the server asks the API: an absolute URL (`https://shop.example/api/`), which may be an internal one. */
  apiBase: string;
  /** The language the first screen is written in. */
  lang: FirstScreenLanguage;
  /**
   * The address of the page the element is on, its path and query (`/`, `/?type=business`), as the element reads
   * it: the query's plan-list filters apply. `/` by default (the `initial-url` attribute's where one is given).
   */
  path?: string;
  /** The host's own fetch (a proxy, a test's in-process API); the global fetch by default. */
  fetch?: typeof fetch;
  /**
   * More attributes of the `<order-form>` tag (`api-base`, `header`, `base-path`, ...), written as they are, values
   * escaped. `lang` is the option's unless given here: the page's language, where the visitor asked for another one
   * (`?lang=en`, which the element follows as well).
   */
  attributes?: Record<string, string>;
  /**
   * A same-origin style sheet with the first screen's styles (the text of `firstScreenCss`, served by the host):
   * linked from the shadow root instead of the inline `<style>`, for a Content-Security-Policy without a nonce.
   */
  stylesheetHref?: string;
  /** The same for a plan's page: a same-origin style sheet serving `planPageCss` (needed with `stylesheetHref`). */
  planStylesheetHref?: string;
  /** The page's CSP nonce, put on the inline `<style>` (and kept as the element's `nonce` attribute). */
  nonce?: string;
}

export interface FirstScreen {
  /**
   * `<order-form lang ...><template shadowrootmode="open">` + the styles + the rendered plan list + `<script
   * type="application/json" data-order-form-state>` + `</template></order-form>`. The same for every visitor: it may
   * be cached per plan and language.
   */
  html: string;
  /** what the JSON script holds */
  data: FirstScreenData;
}

/**
 * Renders the element's first screen (for now the plan list: no `plan`) as HTML with its shadow root as declarative
 * shadow DOM: the same React components the element runs, on the answers of a session of the server's own. Rejects
 * when the API does not give the plan list (the element's start-up would show its failure screen: nothing to cache).
 */
export declare function renderFirstScreen(options: FirstScreenOptions): Promise<FirstScreen>;

/** The plan list's style sheet (the text of its inline `<style>`), for a host serving it at `stylesheetHref`. */
export declare const firstScreenCss: string;

/** A plan's page's style sheet (the element's full styles), for a host serving it at `planStylesheetHref`. */
export declare const planPageCss: string;
