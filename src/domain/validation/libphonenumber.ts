/**
 * The one function of libphonenumber-js the phone checks use. The checks import this module instead of
 * `libphonenumber-js/core` itself: the package's namespace holds AsYouType, findNumbers, formatters and more,
 * and importing it whole (a dynamic `import()` of the package keeps every export) would ship all of it in the
 * lazy chunk; a module that re-exports one name lets the bundler drop the rest.
 */
export { parsePhoneNumberFromString } from 'libphonenumber-js/core';
