/** The loading placeholder's look, shared by React's (LoadingPlaceholder) and the element's start-up one in plain DOM. */
const pulse = 'animate-pulse rounded-brand motion-reduce:animate-none';

export const placeholderClasses = {
  status: 'mx-auto flex max-w-5xl flex-col gap-4 p-6',
  title: `h-8 w-1/3 bg-slate-200 ${pulse}`,
  line: `h-4 w-2/3 bg-slate-100 ${pulse}`,
  cards: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  card: `h-40 border border-slate-200 bg-slate-50 ${pulse}`,
} as const;
