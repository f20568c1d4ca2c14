import { stepNames, type StepName } from './steps.ts';

/** The routes of spec section 2, as the root machine and the URL adapter see them. */

export type Route =
  | { name: 'plans' }
  | { name: 'planError'; search: string }
  | { name: 'unsupported' }
  | { name: 'nect' }
  | { name: 'plan'; plan: string }
  | { name: 'step'; plan: string; step: StepName }
  | { name: 'thanks'; plan: string }
  | { name: 'linkCreated'; plan: string }
  | { name: 'notFound'; path: string };

export type RouteName = Route['name'];

const isStepName = (segment: string): segment is StepName => (stepNames as readonly string[]).includes(segment);

/** `/bestellen` and `/bestellen/` are the same base; the result always ends with a slash. */
export function normalizeBasePath(basePath: string): string {
  const withLeading = basePath.startsWith('/') ? basePath : `/${basePath}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/** Reads a path of the page (under `basePath`) as a route; anything unknown is not-found. */
export function parseRoute(pathname: string, search = '', basePath = '/'): Route {
  const base = normalizeBasePath(basePath);
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (!path.startsWith(base)) return { name: 'notFound', path: pathname };
  const segments = path.slice(base.length).split('/').filter(Boolean).map(decodeSegment);
  const [first, plan, page, ...rest] = segments;

  if (first === undefined) return { name: 'plans' };
  if (segments.length === 1 && first === 'unsupported') return { name: 'unsupported' };
  if (segments.length === 1 && first === 'nect') return { name: 'nect' };
  if (first !== 'plans' || plan === undefined || rest.length > 0) return { name: 'notFound', path: pathname };
  if (plan === 'error' && page === undefined) return { name: 'planError', search };
  if (page === undefined) return { name: 'plan', plan };
  if (isStepName(page)) return { name: 'step', plan, step: page };
  if (page === 'thanks') return { name: 'thanks', plan };
  if (page === 'link-created') return { name: 'linkCreated', plan };
  return { name: 'notFound', path: pathname };
}

/** The path of a route under `basePath`; plan pages end with a slash as the spec writes them. */
export function routePath(route: Route, basePath = '/'): string {
  const base = normalizeBasePath(basePath);
  switch (route.name) {
    case 'plans':
      return base;
    case 'planError':
      return `${base}plans/error${route.search}`;
    case 'unsupported':
      return `${base}unsupported`;
    case 'nect':
      return `${base}nect`;
    case 'plan':
      return `${base}plans/${encodeURIComponent(route.plan)}`;
    case 'step':
      return `${base}plans/${encodeURIComponent(route.plan)}/${route.step}/`;
    case 'thanks':
      return `${base}plans/${encodeURIComponent(route.plan)}/thanks/`;
    case 'linkCreated':
      return `${base}plans/${encodeURIComponent(route.plan)}/link-created/`;
    case 'notFound':
      return route.path;
    default:
      return route satisfies never;
  }
}

/** The route names of the spec's leave-page and title rules ('Plans' and '/' are the plan list). */
export function isPlanRoute(route: Route): route is Extract<Route, { plan: string }> {
  return 'plan' in route;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The address the page shows for a route and its query (the plan-error route carries its own query). */
export function addressOf(route: Route, search: string, basePath = '/'): string {
  return route.name === 'planError' ? routePath(route, basePath) : `${routePath(route, basePath)}${search}`;
}
