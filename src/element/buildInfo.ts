/** The build's hash for release labels (set VITE_BUILD_HASH when building; `dev` otherwise). */
export const buildHash: string = import.meta.env.VITE_BUILD_HASH ?? 'dev';
