/**
 * What the `reporter` property of the element takes: anything with a Sentry-compatible `captureException`
 * (`@sentry/browser` itself fits without our code knowing it).
 */
export interface ErrorReporter {
  captureException(error: unknown, hint?: { tags?: Record<string, string>; extra?: Record<string, unknown> }): unknown;
}
