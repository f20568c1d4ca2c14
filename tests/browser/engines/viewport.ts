/** The window every engine's journeys run in: a laptop's, as the e2e tests' 1280 × 720. */
export const viewport = { width: 1280, height: 720 } as const;
